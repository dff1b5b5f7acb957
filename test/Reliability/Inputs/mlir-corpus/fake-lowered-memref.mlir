// A host function over memrefs with an inconsistent htam.num_outputs and no launch.
func.func @f(%x: memref<16xf32>, %y: memref<16xf32>) attributes {htam.num_outputs = 5 : i64} {
  return
}
