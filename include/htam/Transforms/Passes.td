//===- Passes.td - htam pass definitions -------------------*- tablegen -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Declares every htam pass with its options and statistics. One pass per
// `.cpp` in lib/Transforms, named after the def (HTAMFooPass -> Foo.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_PASSES
#define HTAM_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def HTAMAnalyzePass : Pass<"htam-analyze", "mlir::ModuleOp"> {
  let summary = "Classify operator tasks and annotate them with cost and "
                "roofline attributes";
  let description = [{
    Finds the operator tasks of a module: every public `func.func` with a
    body whose arguments or results are tensors. Each linalg op (and each
    elementwise arith/math op on tensors) and each task function receives
    `htam.*` attributes:

    - `htam.op_class`: elementwise, broadcast, reduction, softmax_norm,
      contraction, convolution, pooling or fused_mix;
    - `htam.shapes` (ops) / `htam.input_shapes`, `htam.output_shapes`
      (functions): static shapes;
    - `htam.element_type`;
    - `htam.flops`: floating-point operations counted from the scalar body
      (one per arith/math op, two per fma; casts, constants and selects are
      free) times the iteration-space size;
    - `htam.bytes_read`, `htam.bytes_written`: compulsory traffic (each
      operand the body reads once, each result written once; for functions,
      the tensor arguments and results only);
    - `htam.intensity`: flops per byte;
    - `htam.roofline_us` and `htam.bound` (memory or compute) for the GPU
      described by the options (defaults: H200, 4.3 TB/s measured copy
      bandwidth, 132 SMs x 128 FP32 lanes x 2 flops x 1.98 GHz).

    Dynamic shapes and ops that cannot be classified produce a warning at
    their location; the rest of the module is still analyzed.
  }];
  let options = [
    Option<"peakBandwidthGBps", "peak-bandwidth-gbps", "double",
           /*default=*/"4300.0",
           "Sustained DRAM bandwidth in GB/s (reads + writes)">,
    Option<"smCount", "sm-count", "unsigned", /*default=*/"132",
           "Number of streaming multiprocessors">,
    Option<"clockMHz", "clock-mhz", "double", /*default=*/"1980.0",
           "SM boost clock in MHz">,
    Option<"fp32LanesPerSM", "fp32-lanes-per-sm", "unsigned",
           /*default=*/"128", "FP32 FMA lanes per SM">
  ];
  let statistics = [
    Statistic<"numTasks", "num-tasks", "Number of operator tasks analyzed">,
    Statistic<"numOpsAnalyzed", "num-ops-analyzed",
              "Number of compute ops annotated">,
    Statistic<"numWarnings", "num-warnings",
              "Number of ops left unclassified or uncounted">
  ];
}

def HTAMMarkInputsReadOnlyPass
    : Pass<"htam-mark-inputs-readonly", "mlir::func::FuncOp"> {
  let summary = "Forbid bufferization from writing into a task's inputs";
  let description = [{
    Marks every tensor argument of a public function
    `bufferization.writable = false`, so one-shot bufferization never
    computes in place into an input buffer: a kernel must leave its inputs
    exactly as it found them (the verification protocol checksums them).
  }];
}

def HTAMDecomposeAggregatesPass
    : Pass<"htam-decompose-aggregates", "mlir::func::FuncOp"> {
  let summary = "Decompose aggregate linalg ops (softmax) into generics";
  let description = [{
    Every op implementing `linalg::AggregatedOpInterface` (such as
    `linalg.softmax`) is replaced by its upstream decomposition into
    `linalg.generic`/`linalg.fill` ops, which the loop and GPU lowerings
    understand.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::math::MathDialect",
                           "mlir::tensor::TensorDialect"];
}

def HTAMParallelFirstPass : Pass<"htam-parallel-first", "mlir::func::FuncOp"> {
  let summary = "Order linalg loops parallel-first and give every op a "
                "parallel loop";
  let description = [{
    Prepares linalg ops on buffers for GPU mapping, where parallel loops
    become threads and reduction loops run inside each thread:

    - an op whose iterator list has a reduction before a parallel loop (for
      example `linalg.reduce` over dimension 0) is generalized and
      interchanged so that all parallel loops come first;
    - an op with no parallel loop at all (a full reduction, a 0-d op) gets a
      leading unit parallel loop, its output viewed with a unit dimension.

    Without this, loop lowering leaves reduction loops, or whole ops, on the
    host.
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::memref::MemRefDialect"];
}

def HTAMDeviceScalarAccessesPass
    : Pass<"htam-device-scalar-accesses", "mlir::func::FuncOp"> {
  let summary = "Move host-side scalar loads and stores of a lowered task "
                "into kernels";
  let description = [{
    After loop lowering (before `htam-map-parallel-loops`), a scalar
    `tensor.extract` / `tensor.insert` / `tensor.from_elements` outside any
    linalg op is a `memref.load` / `memref.store` in the host function,
    which only launches kernels. Each run of such loads and stores with the
    scalar ops between them becomes a one-thread kernel (a 1 x 1
    `scf.parallel` nest mapped to block x and thread x), in program order;
    a kernel that uses a scalar loaded on the host (a fill with an extracted
    value) loads it itself, when nothing before it may write that buffer.
    What stays on the host is refused by the launch plan at its location.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::gpu::GPUDialect",
                           "mlir::scf::SCFDialect"];
}

def HTAMHoistConstantsPass : Pass<"htam-hoist-constants", "mlir::ModuleOp"> {
  let summary = "Pass a bufferized task's constant tensors as device buffers";
  let description = [{
    Bufferization turns a task's `arith.constant dense<...>` and
    `dense_resource<...>` tensors into reads (`memref.get_global`) of host
    globals, which a kernel cannot read. For every operator task, this pass
    gives each constant global the task reads its own stable name
    (`__htam_const_<task>_<k>`, k in order of first use), a content hash
    (`htam.content_hash`, xxh3 of the device bytes) and a trailing function
    argument marked `htam.constant = @<name>`: the caller binds a device copy
    of the global's contents there (the launch plan's constant buffers).
    Globals no task reads any more are removed. A task whose constants take
    more than 1 GiB, a constant without contents (an elided resource) and a
    mutable global are errors at their location.
  }];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
}

def HTAMPrepareDeviceBuffersPass
    : Pass<"htam-prepare-device-buffers", "mlir::func::FuncOp"> {
  let summary = "Keep a bufferized task's memory on the device";
  let description = [{
    After bufferization in destination-passing style, the only memory a task
    function may touch is its arguments. This pass

    - turns `memref.copy` into `linalg.copy`, so copies become kernels;
    - places every static `memref.alloc` in one device workspace: a trailing
      `memref<Nxi8>` argument (attribute `htam.workspace`), each allocation a
      256-byte aligned `memref.view` of it, deallocations dropped; the function
      gets `htam.workspace_bytes = N`.

    Dynamic allocations and host globals (constant tensors) are errors at
    their location.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::memref::MemRefDialect"];
}

def HTAMMapParallelLoopsPass
    : Pass<"htam-map-parallel-loops", "mlir::func::FuncOp"> {
  let summary = "Map each parallel loop nest onto a 1-D grid of thread blocks";
  let description = [{
    Each outermost `scf.parallel` is collapsed into one dimension, tiled by
    `threads-per-block`, and mapped: the tile loop to `block_x`, the
    intra-tile loop to `thread_x` (with a bounds guard). The result is ready
    for `convert-parallel-loops-to-gpu`: one thread per output element,
    reductions sequential inside the thread.
  }];
  let options = [
    Option<"threadsPerBlock", "threads-per-block", "int64_t",
           /*default=*/"256", "Threads per block">
  ];
  let dependentDialects = ["mlir::affine::AffineDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::gpu::GPUDialect",
                           "mlir::scf::SCFDialect"];
}

def HTAMMergeKernelModulesPass
    : Pass<"htam-merge-kernel-modules", "mlir::ModuleOp"> {
  let summary = "Gather each host function's kernels into one gpu.module";
  let description = [{
    Kernel outlining makes one `gpu.module` per kernel. This pass moves all
    kernels launched by one host function into a single `gpu.module`
    named `<function>_kernels`, each kernel renamed after the module it came
    from (unique), and rewrites the `gpu.launch_func` ops. A task's kernels
    then serialize into one `gpu.binary`: one PTX/cubin image with several
    entries, as a CUDA candidate has.
  }];
  let dependentDialects = ["mlir::gpu::GPUDialect"];
}

def HTAMSetFastMathPass : Pass<"htam-set-fast-math", "mlir::func::FuncOp"> {
  let summary = "Allow fast floating-point math in a task";
  let description = [{
    Sets `fastmath<fast>` on every arith and math op of the function (also
    inside linalg payloads), so that the NVVM lowering may contract,
    reassociate and use approximate transcendentals. Only for directions whose
    candidates are verified within the configured tolerance.
  }];
  let options = [
    Option<"flags", "flags", "::mlir::htam::FastMathFlags",
           /*default=*/"::mlir::htam::FastMathFlags::Fast",
           "The fast-math flags added to the existing ones: fast (every "
           "flag) or contract (multiply-add contraction into fma only)",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::FastMathFlags::Fast, "fast",
                        "every fast-math flag"),
             clEnumValN(::mlir::htam::FastMathFlags::Contract, "contract",
                        "multiply-add contraction into fma only"))}]>
  ];
}

def HTAMWidenToF64Pass : Pass<"htam-widen-to-f64", "mlir::ModuleOp"> {
  let summary = "Rewrite a task's f32 computation in f64 (the accuracy "
                "oracle)";
  let description = [{
    Builds the f64 oracle of an operator task (issue 21): every f32 in the
    module becomes f64, in place, with upstream's `AttrTypeReplacer`:

    - types: f32 scalars and the element type of tensors, memrefs and
      vectors, in function signatures, op results and block arguments
      (linalg payloads, named linalg ops' implicit bodies, scf regions);
    - constants: f32 `FloatAttr`s and dense f32 elements become f64
      constants holding exactly the same values;
    - `arith.extf` and `arith.truncf` that become f64 -> f64 (a frontend's
      f64 constant truncated to f32) are removed, so the oracle uses the
      constant at full precision.

    Integer, index and i1 parts are untouched. f16 and bf16 stay as they
    are: a half-precision value is part of the task's definition (its
    rounding is what the task computes), and its casts from and to f64
    remain valid. Every math op keeps its meaning at f64 and both reference
    paths lower it (libdevice `__nv_*` on the GPU, LLVM intrinsics or libm
    on the CPU).

    Ops whose f32 semantics are unknown or depend on the bit width (a
    bitcast, a byte-offset `memref.view`, any op of a dialect other than
    arith, math, linalg, tensor, memref, bufferization, scf, affine, func
    and ub, f32 function declarations, resource-backed f32 constants) are
    errors at their location, and the module is left unchanged.

    With `widen-signature=false` the public functions keep their f32
    signature: tensor inputs are extended to f64 on entry and results
    truncated to f32 before the return, so the oracle runs wherever the f32
    task runs (the runtime's buffers are f32); only the rounding of its
    outputs is lost.
  }];
  let options = [
    Option<"widenSignature", "widen-signature", "bool", /*default=*/"true",
           "Widen the signature of public functions too (the caller casts "
           "inputs up and outputs down); false keeps it f32 with casts at "
           "the boundary">
  ];
  let statistics = [
    Statistic<"numFunctions", "num-functions", "Number of functions widened">,
    Statistic<"numCastsRemoved", "num-casts-removed",
              "Number of extf/truncf that became f64 -> f64 and were removed">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

def HTAMPlantCandidatePass : Pass<"htam-plant-candidate", "mlir::ModuleOp"> {
  let summary = "Rewrite a task into a planted candidate for the verification "
                "suite";
  let description = [{
    Issue 21 item 4: a wrong-but-plausible candidate of any task (on
    tensors), which the verification must reject with the right kind, or a
    right one it must accept. The signature stays, so the result runs where
    the task runs (htam-run lowers it like the reference). Kinds:

    - `zeros`, `constant` (0.5): every output element the same;
    - `copy`: an output is a copy of an input of its type;
    - `tiny`: outputs times 1e-6 (the hole of outputs below atol);
    - `one-off`: the middle element of each output off by 1e-3 of the
      output's largest magnitude;
    - `partial`: the last slice along the first dimension unwritten (NaN,
      the runtime's pre-fill);
    - `edge`: the last element along the last dimension of size >= 2 a copy
      of its neighbour (an off-by-one at the edge);
    - `ignore-input`: f32 tensor input number `input` replaced by 0.5;
    - `tf32`: every f32 tensor input rounded to TF32 (one-pass TF32);
    - `fp16`: every f32 tensor a linalg op computes rounded through f16;
    - `reverse` (must be accepted): every reduction summed in the reverse
      order (named ops generalized, aggregates decomposed first).

    A kind that applies to no output or input is an error at the function.
    scripts/plant-candidates.py generates them for a suite and names the
    failure kind each must get.
  }];
  let options = [
    Option<"kind", "kind", "::mlir::htam::PlantKind",
           /*default=*/"::mlir::htam::PlantKind::Zeros",
           "What to plant: zeros, constant, copy, tiny, one-off, partial, "
           "edge, ignore-input, tf32, fp16 or reverse (see the description)",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::PlantKind::Zeros, "zeros",
                        "every output element 0"),
             clEnumValN(::mlir::htam::PlantKind::Constant, "constant",
                        "every output element 0.5"),
             clEnumValN(::mlir::htam::PlantKind::Copy, "copy",
                        "an output a copy of an input of its type"),
             clEnumValN(::mlir::htam::PlantKind::Tiny, "tiny",
                        "outputs times 1e-6"),
             clEnumValN(::mlir::htam::PlantKind::OneOff, "one-off",
                        "the middle element of each output off"),
             clEnumValN(::mlir::htam::PlantKind::Partial, "partial",
                        "the last slice of each output unwritten"),
             clEnumValN(::mlir::htam::PlantKind::Edge, "edge",
                        "the last element a copy of its neighbour"),
             clEnumValN(::mlir::htam::PlantKind::IgnoreInput, "ignore-input",
                        "an input replaced by 0.5"),
             clEnumValN(::mlir::htam::PlantKind::Tf32, "tf32",
                        "inputs rounded to TF32"),
             clEnumValN(::mlir::htam::PlantKind::Fp16, "fp16",
                        "computed tensors rounded through f16"),
             clEnumValN(::mlir::htam::PlantKind::Reverse, "reverse",
                        "reductions summed in reverse order (right)"))}]>,
    Option<"input", "input", "int64_t", /*default=*/"0",
           "ignore-input: which f32 tensor input">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::math::MathDialect",
                           "mlir::tensor::TensorDialect"];
}

def HTAMOffsetWritesToSlicesPass
    : Pass<"htam-offset-writes-to-slices", "mlir::func::FuncOp"> {
  let summary = "Turn parallel generics that write a strided window of their "
                "init into an insert_slice of a full write";
  let description = [{
    A parallel `linalg.generic` whose output map is `s_i * d_i + c_i` in each
    result (the suite's zero padding: a copy into a filled, larger tensor)
    writes only part of its init. Upstream elementwise fusion assumes a
    parallel generic that does not read its init overwrites all of it and
    replaces the init with `tensor.empty`, which drops the padding. This pass
    rewrites such a generic into a generic with an identity output map over
    `tensor.extract_slice` of the init, then `tensor.insert_slice` of its
    result into the init: the same values, in a form every transformation
    reads correctly. Runs before fusion.
  }];
  let dependentDialects = ["mlir::tensor::TensorDialect"];
}

def HTAMCollapseLinearReductionsPass
    : Pass<"htam-collapse-linear-reductions", "mlir::func::FuncOp"> {
  let summary = "Push a sum over j of a value linear in a contraction "
                "through the contraction";
  let description = [{
    A reduction `linalg.generic` whose combiner is `acc + g` (or `acc - g`)
    and whose `g` is linear in the result C of a mul-add contraction
    (`linalg.matmul`, `batch_matmul`, any generic `init0 + a * b` with
    projected permutation maps and a zero fill), where the reduced dims j
    index only one operand B of the contraction, becomes
    `sum_k A * (sum_j B)` plus the reduction of g's terms without C:
    a reduction of B and a smaller contraction instead of the full one.
    The elementwise steps between C and the reduction (single-use parallel
    generics) are fused into it first, on copies. Linear steps are
    `addf`, `subf`, `negf`, `mulf` by and `divf` by values that do not
    depend on C; factors must not vary along j (they are applied once per
    output). Anything else (an activation, `exp`, a clamp, a max or product
    combiner, j indexing both operands, C with other users) leaves the IR
    unchanged; `remarks=true` says why at the reduction. The summation
    order changes: the result is exact in real arithmetic only.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at each reduction of a contraction that is not "
           "collapsed, with the reason">
  ];
  let statistics = [
    Statistic<"numCollapsed", "num-collapsed",
              "Number of reductions pushed through a contraction">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def HTAMTileAndFusePass : Pass<"htam-tile-and-fuse", "mlir::func::FuncOp"> {
  let summary = "Fuse a contraction with its elementwise epilogue by tiling "
                "one output point per iteration";
  let description = [{
    `mode=epilogue`: each elementwise op that ends a chain after a
    contraction is tiled into an `scf.forall` with one iteration per output
    point, and the contraction and fills are fused into the iteration
    (other producers stay separate). Runs on tensors, before the reference
    lowering, which maps the forall to threads: one kernel for the chain,
    the accumulator a per-thread `memref.alloca`.

    `mode=producer`: each op with a reduction loop (a row reduction, a
    contraction, a convolution) is tiled into an `scf.forall` with one
    iteration per point of its parallel loops, and its producers that are
    fills, `tensor.pad` ops or elementwise linalg ops are fused into the
    iteration: the thread computes the padded window, the producer's values
    and its initial value itself, so consumer and producers are one kernel.
    Parallel loops of a fused producer run sequentially in the thread.
  }];
  let options = [
    Option<"mode", "mode", "::mlir::htam::TileAndFuseMode",
           /*default=*/"::mlir::htam::TileAndFuseMode::Epilogue",
           "Which roots are tiled and which producers fused: epilogue or "
           "producer (see the description)",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::TileAndFuseMode::Epilogue, "epilogue",
                        "a contraction into its elementwise epilogue"),
             clEnumValN(::mlir::htam::TileAndFuseMode::Producer, "producer",
                        "fills, pads and elementwise producers into a "
                        "reduction"))}]>
  ];
  let statistics = [
    Statistic<"numFused", "num-fused", "Roots tiled with their producers">,
    Statistic<"numProducers", "num-producers", "Producers fused">
  ];
  let dependentDialects = ["mlir::scf::SCFDialect",
                           "mlir::tensor::TensorDialect",
                           "mlir::affine::AffineDialect"];
}

def HTAMLatencyHidingPass : Pass<"htam-latency-hiding", "mlir::ModuleOp"> {
  let summary = "Software-pipeline the shared-memory copies of tiled k loops "
                "with cp.async";
  let description = [{
    Runs after `htam-data-reuse` (the `buffer-pipeline` hook of
    `htam-lower-reference`). In every `gpu.launch`, each `scf.for` whose
    body copies global memory into workgroup-memory buffers (the data-reuse
    k loop) with at least `stages` steps becomes an `stages`-deep software
    pipeline: the buffers are multi-buffered (upstream
    `memref::multiBuffer`, one slot per stage), each scalar copy becomes an
    asynchronous copy (`nvgpu.device_async_copy`, PTX `cp.async`) and the
    copies of one step a commit group; the loop is then pipelined (upstream
    `scf::pipelineForLoop`, epilogue peeled): a prologue issues the copies
    of the first `stages - 1` steps, each step of the kernel loop issues
    the copies of step `k + stages - 1`, waits until those of step k have
    landed (`cp.async.wait_group stages-1`, then a barrier), computes step
    k and ends with a barrier before its slot is refilled; the epilogue
    computes the last steps after waiting for all groups. Loops with fewer
    steps than stages keep synchronous copies. The asynchronous copies need
    `convert-nvgpu-to-nvvm` on the kernels.
  }];
  let options = [
    Option<"stages", "stages", "int64_t", /*default=*/"2",
           "Pipeline depth: shared-memory slots per buffer (2-8)">
  ];
  let statistics = [
    Statistic<"numPipelined", "num-pipelined", "k loops pipelined">,
    Statistic<"numShort", "num-short",
              "k loops left synchronous (fewer steps than stages)">,
    Statistic<"numAsyncCopies", "num-async-copies",
              "Copies made asynchronous">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::gpu::GPUDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::nvgpu::NVGPUDialect",
                           "mlir::NVVM::NVVMDialect",
                           "mlir::scf::SCFDialect"];
}

def HTAMDataReusePass : Pass<"htam-data-reuse", "mlir::ModuleOp"> {
  let summary = "Tile contractions into blocks that reuse shared-memory tiles";
  let description = [{
    Applies the transform-dialect schedule `Schedules/DataReuse.mlir`
    (embedded at build time) to every contraction on buffers with loops
    (m, n, k), static shapes and sizes that the tiles divide: the op becomes
    a `gpu.launch` whose blocks compute `tile_m x tile_n` outputs, copy an
    `tile_m x tile_k` tile of A and a `tile_k x tile_n` tile of B into
    workgroup-memory buffers per step of k (barriers after the copies and
    after the compute), and whose 32x8 threads each compute
    `(tile_m/8) x (tile_n/32)` outputs from those buffers. Other ops are left
    to the reference lowering. With `peel`, k need not be a multiple of
    tile_k: the k loop's partial last step is peeled off and reads its slice
    from global memory, so the main loop has no bounds checks; and m and n
    need only exceed tile_m and tile_n: the rows and columns past the last
    full tiles are split off (upstream `linalg::splitOp`) into contractions
    of their own on views of the same buffers, left to the reference
    lowering, and the main part is tiled with static tile bounds. Runs after
    bufferization (the
    `buffer-pipeline` hook of `htam-lower-reference`), whose
    `htam-workgroup-buffers` makes the buffers kernel attributions.
  }];
  let options = [
    ListOption<"tileSizes", "tile-sizes", "int64_t",
               "tile_m,tile_n,tile_k (tile_m a multiple of 8, tile_n of 32)">,
    Option<"peel", "peel", "bool", /*default=*/"false",
           "Also tile contractions whose k tile_k does not divide, peeling "
           "the partial last step of the k loop (boundary handling)">
  ];
  let statistics = [
    Statistic<"numTiled", "num-tiled", "Contractions tiled">,
    Statistic<"numSkipped", "num-skipped",
              "Contractions left to the reference (shape not divisible)">,
    Statistic<"numPeeled", "num-peeled",
              "Contractions tiled with the partial k step peeled">,
    Statistic<"numSplit", "num-split",
              "Partial m or n tiles split off into contractions of their own">
  ];
  let dependentDialects = ["mlir::affine::AffineDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::gpu::GPUDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect",
                           "mlir::transform::TransformDialect"];
}

def HTAMMemoryAccessPass : Pass<"htam-memory-access", "mlir::ModuleOp"> {
  let summary = "Coalesced writes and vector loads/stores for parallel ops";
  let description = [{
    On bufferized tasks (the `buffer-pipeline` hook of
    `htam-lower-reference`):

    - `coalesce`: an all-parallel generic that writes its output through a
      permutation (a transpose) is interchanged so that the output's
      contiguous dimension is the innermost loop, which the reference maps to
      consecutive threads (thread x);
    - `vector-width` (1, 2 or 4): each all-parallel op whose 32-bit operands
      have identity layouts, static shapes, no transposed access, are all
      indexed by the innermost loop (no broadcast across it) and have an
      innermost size the width divides is tiled by the width along its
      innermost loop and vectorized (the transform-dialect schedule
      `Schedules/MemoryAccess.mlir`): one thread loads, computes and stores
      whole vectors (`ld.global.v4.f32` for 4). The vector accesses are marked
      aligned to their size.
  }];
  let options = [
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"4",
           "Elements per vector access (1: no vectorization)">,
    Option<"coalesce", "coalesce", "bool", /*default=*/"true",
           "Interchange transposing ops so that writes are coalesced">
  ];
  let statistics = [
    Statistic<"numVectorized", "num-vectorized", "Ops vectorized">,
    Statistic<"numInterchanged", "num-interchanged",
              "Ops interchanged for coalesced writes">
  ];
  let dependentDialects = ["mlir::affine::AffineDialect",
                           "mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect",
                           "mlir::vector::VectorDialect",
                           "mlir::transform::TransformDialect"];
}

def HTAMKernelLaunchBoundsPass
    : Pass<"htam-kernel-launch-bounds", "mlir::ModuleOp"> {
  let summary = "Bound the registers of every outlined kernel";
  let description = [{
    On outlined kernels (the `kernel-pipeline` hook of
    `htam-lower-reference`): `max-registers` caps the registers per thread
    (`nvvm.maxnreg`, PTX `.maxnreg`, as `-maxrregcount`);
    `min-blocks-per-sm` asks ptxas to fit that many blocks of the kernel's
    block size on an SM (`nvvm.minctasm`, PTX `.minnctapersm`, as the second
    argument of `__launch_bounds__`). 0 leaves a bound unset.
  }];
  let options = [
    Option<"maxRegisters", "max-registers", "int64_t", /*default=*/"0",
           "Registers per thread, 16 to 255 (0: no cap)">,
    Option<"minBlocksPerSM", "min-blocks-per-sm", "int64_t",
           /*default=*/"0", "Resident blocks per SM to fit (0: none)">
  ];
  let dependentDialects = ["mlir::NVVM::NVVMDialect"];
}

def HTAMUnrollInnerLoopsPass
    : Pass<"htam-unroll-inner-loops", "mlir::ModuleOp"> {
  let summary = "Unroll the innermost loops of every outlined kernel";
  let description = [{
    On outlined kernels (the `kernel-pipeline` hook of
    `htam-lower-reference`): every innermost `scf.for` of a `gpu.func` (a
    reduction loop, the k loop of a tile) is unrolled by `factor`, with an
    epilogue when the factor does not divide the trip count.
  }];
  let options = [
    Option<"factor", "factor", "int64_t", /*default=*/"4",
           "Unroll factor, 1 to 64">
  ];
  let statistics = [
    Statistic<"numUnrolled", "num-unrolled", "Loops unrolled">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::scf::SCFDialect"];
}

def HTAMWorkgroupBuffersPass
    : Pass<"htam-workgroup-buffers", "mlir::ModuleOp"> {
  let summary = "Turn workgroup-memory allocations in kernels into "
                "workgroup attributions";
  let description = [{
    Linalg promotion allocates its buffers with `memref.alloc` in
    `#gpu.address_space<workgroup>`, which the NVVM lowering cannot turn
    into shared memory. Each such allocation inside an outlined kernel
    (static shape) becomes a workgroup attribution of its `gpu.func`, which
    NVVM lowers to a `.shared` array aligned as the allocation was
    (`llvm.align`); a byte buffer viewed as one typed tile becomes a buffer
    of that type; deallocations are dropped. A workgroup allocation outside
    a kernel, or with a dynamic shape, is an error at its location. Part of
    the reference lowering (after outlining), where it has nothing to do
    unless a direction pipeline promoted buffers.
  }];
  let dependentDialects = ["mlir::gpu::GPUDialect",
                           "mlir::memref::MemRefDialect"];
}

def HTAMLowerReferencePass : Pass<"htam-lower-reference", "mlir::ModuleOp"> {
  let summary = "Lower every operator task to a reference GPU kernel";
  let description = [{
    The upstream GPU path, applied to each operator task (public
    `func.func` on tensors): decompose aggregates, one-shot bufferize with
    identity layouts, results to out-params (destination-passing style),
    device buffers (`htam-prepare-device-buffers`), loops parallel-first,
    parallel loops mapped to a 1-D grid (`threads-per-block`, default 256),
    GPU launch and kernel outlining, NVVM lowering with bare-pointer kernel
    arguments, and serialization of each `gpu.module` into a `gpu.binary`.

    The result is upstream MLIR: each task is a host `func.func` over
    memrefs (inputs, then outputs, then the optional workspace) holding
    `gpu.launch_func` ops, and each kernel a `gpu.binary`. Kernels take bare
    device pointers (`htam.kernel_abi = "bare-ptr"` on the module). Ops that
    cannot be lowered are errors at their location; nothing runs on the host.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target GPU architecture">,
    Option<"features", "features", "std::string", /*default=*/"\"+ptx80\"",
           "PTX features">,
    Option<"format", "format", "::mlir::htam::ReferenceFormat",
           /*default=*/"::mlir::htam::ReferenceFormat::Isa",
           "Serialization format of the kernels: isa (PTX text), bin "
           "(cubin, needs ptxas) or fatbin",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::ReferenceFormat::Isa, "isa",
                        "PTX text"),
             clEnumValN(::mlir::htam::ReferenceFormat::Bin, "bin",
                        "cubin (needs ptxas)"),
             clEnumValN(::mlir::htam::ReferenceFormat::Fatbin, "fatbin",
                        "fatbin (needs ptxas and fatbinary)"))}]>,
    Option<"threadsPerBlock", "threads-per-block", "int64_t",
           /*default=*/"256", "Threads per block">,
    Option<"optLevel", "opt-level", "unsigned", /*default=*/"3",
           "LLVM optimization level for the device code">,
    Option<"cudaPath", "cuda-path", "std::string", /*default=*/"\"\"",
           "CUDA toolkit root for libdevice and ptxas (default: "
           "$HTAM_CUDA_PATH, else the build's HTAM_CUDA_PATH)">,
    Option<"fastMath", "fast-math", "bool", /*default=*/"false",
           "Compile the device code with NVVM's fast and flush-to-zero "
           "flags (approximate division and transcendentals)">,
    Option<"bufferPipeline", "buffer-pipeline", "std::string",
           /*default=*/"\"\"",
           "Passes run on the bufferized module (device buffers ready) "
           "before the loop lowering, as a textual pass pipeline on "
           "builtin.module: the hook of the direction pipelines">,
    Option<"kernelPipeline", "kernel-pipeline", "std::string",
           /*default=*/"\"\"",
           "Passes run on the module once the kernels are outlined (gpu.func "
           "with workgroup buffers), before NVVM, as a textual pass pipeline "
           "on builtin.module: the kernel-level hook of the direction "
           "pipelines">
  ];
}

def HTAMEmitCudaPass : Pass<"htam-emit-cuda", "mlir::ModuleOp"> {
  let summary = "Compile a CUDA kernel for a task and emit it as upstream MLIR";
  let description = [{
    Compiles the CUDA C++ file `source` with nvrtc for `arch` and replaces
    the operator task `func` by its emitted form (docs/TRANSFORMS.md): a host
    function over memrefs launching the kernels, and a `gpu.binary` with the
    PTX, the source kept in `htam.cuda_source`. `launch` lists the
    launches in order, separated by `;`, each
    `entry=NAME,grid=X[xYxZ],block=X[xYxZ][,smem=N][,params=0:1:s0]`, or a
    library step `lib=cublas.sgemm,m=..,n=..,k=..[,...],params=A:B:C`
    (emitted as `func.call @htam_cublas_sgemm`; `source` may then be
    omitted when no launch is a kernel); `scratch` gives the scratch buffer
    sizes in bytes. A compile error is reported on the function with the
    compiler log.
  }];
  let options = [
    Option<"funcName", "func", "std::string", /*default=*/"\"\"",
           "The operator task to replace">,
    Option<"sourcePath", "source", "std::string", /*default=*/"\"\"",
           "CUDA C++ source file">,
    Option<"launches", "launch", "std::string", /*default=*/"\"\"",
           "Launches in order, separated by ';': entry=..,grid=..,block=.."
           "[,smem=..][,params=..]">,
    ListOption<"scratch", "scratch", "int64_t",
               "Scratch buffer sizes in bytes">,
    Option<"arch", "arch", "std::string", /*default=*/"\"sm_90\"",
           "Target architecture">,
    Option<"origin", "origin", "std::string", /*default=*/"\"cuda-file\"",
           "Where the candidate came from (recorded as htam.origin)">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::gpu::GPUDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::NVVM::NVVMDialect"];
}

def HTAMEmitStrategyPass : Pass<"htam-emit-strategy", "mlir::ModuleOp"> {
  let summary = "Emit the CUDA kernel of each task's htam.strategy";
  let description = [{
    Every `func.func` with an `htam.strategy` attribute, a dictionary
    `{template = "tpl_...", params = {name = value, ...}}` (values integers
    or strings; absent parameters take the template's defaults), is replaced
    by the kernel of that template: generated by the strategy library,
    compiled with nvrtc for `arch` and emitted in the upstream form of
    `htam-emit-cuda` (`htam.origin = "strategy:<template>[:<params>]"`).
    The template table (`include/htam/Strategies/Strategies.h`) is the
    registry: an unknown template, a parameter the template does not take
    and a value outside its parameter's domain are errors at the task, as
    are a template that cannot implement the task and a compile error.
    Functions without the attribute are left as they are.
  }];
  let options = [
    Option<"arch", "arch", "std::string", /*default=*/"\"sm_90\"",
           "Target architecture">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::gpu::GPUDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::NVVM::NVVMDialect"];
}

def HTAMPartitionFusionGroupsPass
    : Pass<"htam-partition-fusion-groups", "mlir::ModuleOp"> {
  let summary = "Split whole-model functions into fusion groups";
  let description = [{
    Splits the body of every operator task into fusion groups by the rule
    of docs/PARTITION.md (one group per contraction, convolution or pooling
    with its elementwise producers and the elementwise ops and reductions
    that consume it; a layout change after an anchor or a reduction cuts;
    elementwise-only stretches form their own group). Each group becomes a
    private `func.func @<f>__g<k>` on tensors (arguments: the values it
    reads from outside, function arguments and constant tensors included;
    results: its values used later) with `htam.group_hash` (a structural
    hash: equal for groups of the same structure and shapes) and
    `htam.group_anchor`; the public function calls the groups in order and
    gets `htam.fusion_groups = N`. A function of one group is left alone.
    Dynamic shapes, scf ops, calls and other region-holding ops are errors
    at their location; the other functions are still partitioned.
  }];
  let dependentDialects = ["mlir::func::FuncDialect"];
  let options = [
    Option<"publicGroups", "public-groups", "bool", /*default=*/"false",
           "Make the group functions public (operator tasks of their own, "
           "e.g. to run one with htam-run)">
  ];
  let statistics = [
    Statistic<"numGroups", "num-groups", "Fusion groups outlined">
  ];
}

def HTAMOptimizePass : Pass<"htam-optimize", "mlir::ModuleOp"> {
  let summary = "Optimize every operator task with the HTAM evolution loop";
  let description = [{
    For each operator task: analyze; lower and time the reference; then for
    `steps` steps summarize the state, choose a global direction by HTG
    scoring (deterministic, transition-aware), let the proposer choose a
    local card and generate a candidate, compile it, verify it against the
    reference in an isolated worker, time it, and write the feedback into
    the memory. The best verified kernel replaces the task in upstream form
    (the reference lowering when nothing beats it). `report-dir` receives
    `trajectory.json`, `report.md` and every candidate's source; progress
    goes to stderr, one line per step.

    `dry-run=true` needs no GPU: it selects, generates and compiles, and the
    task keeps its reference lowering. Without a GPU and without dry-run the
    pass stops with one diagnostic.

    `strategy-only=true` splits selection from lowering: a task whose
    winner is a CUDA template keeps its tensor body and gets the winner's
    `htam.strategy` attribute instead of the kernel; `htam-emit-strategy`
    emits it.
  }];
  let options = [
    Option<"steps", "steps", "unsigned", /*default=*/"6",
           "Number of evolution steps T per task">,
    Option<"proposer", "proposer", "::mlir::htam::ProposerKind",
           /*default=*/"::mlir::htam::ProposerKind::Builtin",
           "Candidate generator",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::ProposerKind::Builtin, "builtin",
                        "the strategy library, deterministic"),
             clEnumValN(::mlir::htam::ProposerKind::Llm, "llm",
                        "an OpenAI-compatible endpoint"),
             clEnumValN(::mlir::htam::ProposerKind::Replay, "replay",
                        "the calls of a recorded llm-transcript"))}]>,
    Option<"memoryPath", "memory", "std::string", /*default=*/"\"\"",
           "HTG memory to read (default: $HTAM_MEMORY, else the shipped "
           "memory beside the tools, <bin>/../share/htam/memory/htg.yaml)">,
    Option<"memoryOut", "memory-out", "std::string", /*default=*/"\"\"",
           "Where the updated memory goes (merged under a lock if the file "
           "exists); empty: the evidence is discarded">,
    Option<"reportDir", "report-dir", "std::string", /*default=*/"\"\"",
           "Directory for trajectory.json, report.md and candidate sources">,
    Option<"seed", "seed", "uint64_t", /*default=*/"0x68746D",
           "Base seed of the verification inputs">,
    Option<"atol", "atol", "double", /*default=*/"1e-4",
           "Absolute tolerance">,
    Option<"rtol", "rtol", "double", /*default=*/"1e-4",
           "Relative tolerance">,
    Option<"timeoutSeconds", "timeout", "double", /*default=*/"60",
           "Time limit of each candidate's worker in seconds">,
    Option<"referenceTimeLimit", "reference-time-limit", "double",
           /*default=*/"120",
           "Time limit in seconds of the worker that verifies and times the "
           "reference, once per task (naive references of large tasks are "
           "slow)">,
    Option<"referenceUs", "reference-us", "double", /*default=*/"0",
           "The reference's time in microseconds, measured by an earlier run "
           "of the same task with the same tools (one task per module): the "
           "reference is then verified with the candidates but not timed "
           "again (htam-bench reuses it across methods); 0: time it">,
    Option<"accept", "accept", "::mlir::htam::AcceptRule",
           /*default=*/"::mlir::htam::AcceptRule::Accuracy",
           "How candidates are accepted (docs/RUNTIME.md); a task whose f64 "
           "oracle cannot be built is accepted by allclose, with a warning",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::AcceptRule::Allclose, "allclose",
                        "atol/rtol against the FP32 reference"),
             clEnumValN(::mlir::htam::AcceptRule::Measure, "measure",
                        "allclose decides; the task's f64 oracle "
                        "(htam-widen-to-f64) also runs, and every "
                        "evaluation and the report carry the candidate's "
                        "error over the reference's"),
             clEnumValN(::mlir::htam::AcceptRule::Accuracy, "accuracy",
                        "the default: the oracle decides, errors within a "
                        "factor of the reference's, no constant or copied "
                        "output"))}]>,
    Option<"timeBudgetSeconds", "time-budget", "double", /*default=*/"0",
           "Wall-clock seconds for each task, its reference included: a "
           "step starts only while the longest step so far still fits, so a "
           "task with slow candidates ends early with its best kernel "
           "instead of being killed from outside; 0: no limit">,
    Option<"dryRun", "dry-run", "bool", /*default=*/"false",
           "Select, generate and compile, but do not run (no GPU needed)">,
    Option<"strategyOnly", "strategy-only", "bool", /*default=*/"false",
           "Write the selection, not the kernel: a task whose winner is a "
           "CUDA template stays on tensors with the winner's htam.strategy, "
           "for htam-emit-strategy to lower (in a dry run, the first "
           "template candidate that compiled); other tasks are emitted as "
           "without it (docs/STRATEGIES.md). Needs partition=off">,
    Option<"arch", "arch", "std::string", /*default=*/"\"sm_90\"",
           "Target architecture">,
    Option<"partition", "partition", "::mlir::htam::PartitionMode",
           /*default=*/"::mlir::htam::PartitionMode::Off",
           "Whole-model functions (docs/PARTITION.md)",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::PartitionMode::Off, "off",
                        "each public function is one task"),
             clEnumValN(::mlir::htam::PartitionMode::Auto, "auto",
                        "a function of several fusion groups is optimized "
                        "group by group; one that cannot be partitioned "
                        "stays one task"),
             clEnumValN(::mlir::htam::PartitionMode::On, "on",
                        "as auto; a function that cannot be partitioned is "
                        "an error"))}]>,
    Option<"method", "method", "::mlir::htam::SearchMethod",
           /*default=*/"::mlir::htam::SearchMethod::HTAM",
           "Search method; feedback, best-of-n and direct read no memory",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::SearchMethod::HTAM, "htam",
                        "hierarchy, transitions, updated memory"),
             clEnumValN(::mlir::htam::SearchMethod::Flat, "flat",
                        "retrieval over every card"),
             clEnumValN(::mlir::htam::SearchMethod::Feedback, "feedback",
                        "T steps informed by the earlier outcomes"),
             clEnumValN(::mlir::htam::SearchMethod::BestOfN, "best-of-n",
                        "N = steps independent samples"),
             clEnumValN(::mlir::htam::SearchMethod::Direct, "direct",
                        "one sample"))}]>,
    Option<"flat", "flat", "bool", /*default=*/"false",
           "Ablation: rank all cards directly (no hierarchy)">,
    Option<"noLocalMemory", "no-local-memory", "bool", /*default=*/"false",
           "Ablation: card evidence is not read">,
    Option<"randomized", "randomized", "bool", /*default=*/"false",
           "Ablation: retrieved cards replaced by seeded random cards">,
    Option<"noPrefix", "no-prefix", "bool", /*default=*/"false",
           "Ablation: no transition (prefix) term">,
    Option<"noPositionWeight", "no-position-weight", "bool",
           /*default=*/"false",
           "Ablation: uniform prefix weights (lambda = 1)">,
    Option<"frozen", "frozen", "bool", /*default=*/"false",
           "Ablation: the memory is not updated">,
    Option<"injectFault", "inject-fault", "::mlir::htam::CandidateFault",
           /*default=*/"::mlir::htam::CandidateFault::None",
           "Testing: make every candidate fail",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::CandidateFault::None, "none",
                        "no fault"),
             clEnumValN(::mlir::htam::CandidateFault::Compile, "compile",
                        "every candidate fails to compile"),
             clEnumValN(::mlir::htam::CandidateFault::Generate, "generate",
                        "every generation fails"))}]>,
    // The kernel database (docs/DRIVER.md, "Kernel database").
    Option<"kernelDb", "kernel-db", "std::string", /*default=*/"\"\"",
           "Kernel database directory: each task's workload key is looked "
           "up before its search, and the best verified kernel is recorded "
           "after it (empty: none)">,
    Option<"kernelDbReuse", "kernel-db-reuse",
           "::mlir::htam::KernelDbReuse",
           /*default=*/"::mlir::htam::KernelDbReuse::Verify",
           "What a database hit does (off and trust need kernel-db)",
           [{::llvm::cl::values(
             clEnumValN(::mlir::htam::KernelDbReuse::Off, "off",
                        "not looked up, still recorded"),
             clEnumValN(::mlir::htam::KernelDbReuse::Verify, "verify",
                        "evaluated once, used if it passes, else the "
                        "search runs"),
             clEnumValN(::mlir::htam::KernelDbReuse::Trust, "trust",
                        "used without running anything"))}]>,
    Option<"kernelDbGpu", "kernel-db-gpu", "std::string", /*default=*/"\"\"",
           "The GPU name of the workload keys (empty: the name of CUDA "
           "device 0); lets a dry run on a machine without a GPU emit "
           "trusted entries">,
    // The llm and replay proposers (docs/LLM.md).
    Option<"llmUrl", "llm-url", "std::string", /*default=*/"\"\"",
           "llm: base URL of the OpenAI-compatible endpoint "
           "(e.g. https://api.deepseek.com/v1)">,
    Option<"llmModel", "llm-model", "std::string", /*default=*/"\"\"",
           "llm: model name">,
    Option<"llmKeyEnv", "llm-key-env", "std::string", /*default=*/"\"\"",
           "llm: name of the environment variable holding the API key "
           "(empty: no key; the key is never printed or stored)">,
    Option<"llmTimeout", "llm-timeout", "double", /*default=*/"120",
           "llm: seconds per HTTP request">,
    Option<"llmRetries", "llm-retries", "unsigned", /*default=*/"4",
           "llm: retries per call (429, 5xx, network errors)">,
    Option<"llmConcurrency", "llm-concurrency", "unsigned", /*default=*/"4",
           "llm: requests in flight at most">,
    Option<"llmCache", "llm-cache", "std::string", /*default=*/"\"\"",
           "llm: directory of the response cache (empty: none)">,
    Option<"llmTranscript", "llm-transcript", "std::string",
           /*default=*/"\"\"",
           "llm: record the calls to this file; replay: read them from it">,
    Option<"llmPrices", "llm-prices", "std::string", /*default=*/"\"\"",
           "llm: USD per million input,output tokens (e.g. 0.27,1.10)">
  ];
  let statistics = [
    Statistic<"numCandidates", "num-candidates", "Candidates generated">,
    Statistic<"numCompiled", "num-compiled", "Candidates that compiled">,
    Statistic<"numCorrect", "num-correct", "Candidates that verified">,
    Statistic<"numImproved", "num-improved",
              "Tasks whose best kernel beats the reference">
  ];
}

#endif // HTAM_TRANSFORMS_PASSES
