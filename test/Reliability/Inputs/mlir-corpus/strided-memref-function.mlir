// A public function on strided memrefs.
func.func @f(%x: memref<8xf32, strided<[2]>>, %y: memref<8xf32>) {
  linalg.copy ins(%x : memref<8xf32, strided<[2]>>) outs(%y : memref<8xf32>)
  return
}
