// The data-reuse schedule of htam-data-reuse: one contraction with loops
// (m, n, k) on buffers becomes a kernel whose blocks compute tile_m x tile_n
// outputs, stage tile_m x tile_k of A and tile_k x tile_n of B in shared
// memory per step of k, and whose 32x8 threads each compute a
// (tile_m/8) x (tile_n/32) piece from shared memory. The C++ pass chooses
// the contractions and binds the parameters (see DataReuse.cpp).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @htam_data_reuse(
      %op: !transform.any_op {transform.consumed},
      %func: !transform.any_op {transform.consumed},
      %tile_m: !transform.param<i64> {transform.readonly},
      %tile_n: !transform.param<i64> {transform.readonly},
      %tile_k: !transform.param<i64> {transform.readonly},
      %a_threads_y: !transform.param<i64> {transform.readonly},
      %a_threads_x: !transform.param<i64> {transform.readonly},
      %b_threads_y: !transform.param<i64> {transform.readonly},
      %b_threads_x: !transform.param<i64> {transform.readonly}) {
    // Blocks: one output tile each, m on y and n on x.
    %block_op, %block = transform.structured.tile_using_forall %op
        tile_sizes [%tile_m, %tile_n]
        (mapping = [#gpu.block<y>, #gpu.block<x>])
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    // The k loop, sequential in the block.
    %step_op, %k_loop = transform.structured.tile_using_for %block_op
        tile_sizes [0, 0, %tile_k]
        : (!transform.any_op, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    // A and B tiles copied into workgroup buffers (linalg.copy in, no copy
    // out); htam-workgroup-buffers makes them kernel attributions.
    %promoted = transform.structured.promote %step_op
        {operands_to_promote = [0, 1], use_full_tile_buffers = [false, false],
         memory_space = #gpu.address_space<workgroup>, alignment = 16}
        : (!transform.any_op) -> !transform.any_op
    %copies = transform.structured.match ops{["linalg.copy"]} in %block
        : (!transform.any_op) -> !transform.any_op
    %copy_a, %copy_b = transform.split_handle %copies
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // Threads: each copies part of both tiles, then computes its outputs.
    %ta, %fa = transform.structured.tile_using_forall %copy_a
        num_threads [%a_threads_y, %a_threads_x]
        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    %tb, %fb = transform.structured.tile_using_forall %copy_b
        num_threads [%b_threads_y, %b_threads_x]
        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    %tc, %fc = transform.structured.tile_using_forall %promoted
        num_threads [8, 32]
        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // The kernel. Mapping to threads puts a barrier after each distributed
    // loop: the copies are complete before the compute reads the tiles, and
    // the compute is done before the next k step overwrites them.
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch
        : (!transform.any_op) -> !transform.any_op
    %mapped = transform.gpu.map_nested_forall_to_threads %launch
        block_dims = [32, 8, 1]
        : (!transform.any_op) -> !transform.any_op
    // What is left in the kernel are per-thread copies and a small
    // contraction: sequential loops.
    %in_kernel = transform.structured.match interface{LinalgOp} in %mapped
        : (!transform.any_op) -> !transform.any_op
    %loops = transform.structured.convert_to_loops %in_kernel
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  // The same schedule when tile_k does not divide k (the boundary-handling
  // direction): the k loop is peeled, so its main loop steps through full
  // tiles staged in shared memory with no bounds checks, and the one partial
  // step left reads its narrower slice of A and B from global memory.
  transform.named_sequence @htam_data_reuse_peeled(
      %op: !transform.any_op {transform.consumed},
      %func: !transform.any_op {transform.consumed},
      %tile_m: !transform.param<i64> {transform.readonly},
      %tile_n: !transform.param<i64> {transform.readonly},
      %tile_k: !transform.param<i64> {transform.readonly},
      %a_threads_y: !transform.param<i64> {transform.readonly},
      %a_threads_x: !transform.param<i64> {transform.readonly},
      %b_threads_y: !transform.param<i64> {transform.readonly},
      %b_threads_x: !transform.param<i64> {transform.readonly}) {
    %block_op, %block = transform.structured.tile_using_forall %op
        tile_sizes [%tile_m, %tile_n]
        (mapping = [#gpu.block<y>, #gpu.block<x>])
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    %step_op, %k_loop = transform.structured.tile_using_for %block_op
        tile_sizes [0, 0, %tile_k]
        : (!transform.any_op, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    %k_for = transform.cast %k_loop
        : !transform.any_op to !transform.op<"scf.for">
    %main_loop, %rest_loop = transform.loop.peel %k_for
        : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    %main_op = transform.structured.match interface{LinalgOp} in %main_loop
        : (!transform.any_op) -> !transform.any_op
    %rest_op = transform.structured.match interface{LinalgOp} in %rest_loop
        : (!transform.any_op) -> !transform.any_op
    %promoted = transform.structured.promote %main_op
        {operands_to_promote = [0, 1], use_full_tile_buffers = [false, false],
         memory_space = #gpu.address_space<workgroup>, alignment = 16}
        : (!transform.any_op) -> !transform.any_op
    %copies = transform.structured.match ops{["linalg.copy"]} in %block
        : (!transform.any_op) -> !transform.any_op
    %copy_a, %copy_b = transform.split_handle %copies
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %ta, %fa = transform.structured.tile_using_forall %copy_a
        num_threads [%a_threads_y, %a_threads_x]
        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    %tb, %fb = transform.structured.tile_using_forall %copy_b
        num_threads [%b_threads_y, %b_threads_x]
        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op, !transform.param<i64>, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    %tc, %fc = transform.structured.tile_using_forall %promoted
        num_threads [8, 32]
        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tr, %fr = transform.structured.tile_using_forall %rest_op
        num_threads [8, 32]
        (mapping = [#gpu.thread<y>, #gpu.thread<x>])
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %launch = transform.gpu.map_forall_to_blocks %func generate_gpu_launch
        : (!transform.any_op) -> !transform.any_op
    %mapped = transform.gpu.map_nested_forall_to_threads %launch
        block_dims = [32, 8, 1]
        : (!transform.any_op) -> !transform.any_op
    %in_kernel = transform.structured.match interface{LinalgOp} in %mapped
        : (!transform.any_op) -> !transform.any_op
    %loops = transform.structured.convert_to_loops %in_kernel
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
