// The vectorization schedule of htam-memory-access: an all-parallel op on
// buffers is tiled by 1 x ... x 1 x vector_width into an scf.parallel nest
// (the reference maps it to threads, the innermost dimension on thread x),
// and each tile becomes vector loads, vector math and a vector store. The
// C++ pass chooses the ops (contiguous, divisible innermost dimension) and
// binds the tile sizes (see MemoryAccess.cpp).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @htam_vectorize(
      %op: !transform.any_op {transform.consumed},
      %tile_sizes: !transform.param<i64> {transform.readonly}) {
    %tile, %forall = transform.structured.tile_using_forall %op
        tile_sizes *(%tile_sizes)
        : (!transform.any_op, !transform.param<i64>)
        -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tile : !transform.any_op
    %nest = transform.loop.forall_to_parallel %forall
        : (!transform.any_op) -> !transform.any_op
    // Transfers of one row become plain 1-D vector.load/vector.store.
    transform.apply_patterns to %nest {
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.rank_reducing_subview_patterns
      transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
