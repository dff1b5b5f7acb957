// Host functions whose runtime calls the launch-plan reader rejects.
module attributes {gpu.container_module} {
  func.func private @htam_cublas_sgemm(index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32) -> i32
  func.func private @other(index)

  func.func @unknown(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %p = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    func.call @other(%p) : (index) -> ()
    return
  }

  func.func @dynamic(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %two = arith.constant 2 : i64
    %m = arith.addi %two, %two : i64
    %pa = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<8x16xf32> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<4x16xf32> -> index
    %z = arith.constant 0 : i32
    %n = arith.constant 16 : i64
    %k = arith.constant 8 : i64
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %alpha = arith.constant 1.0 : f32
    %beta = arith.constant 0.0 : f32
    %s = func.call @htam_cublas_sgemm(%pa, %pb, %pc, %z, %z, %m, %n, %k, %k, %n, %n, %one, %zero, %zero, %zero, %alpha, %beta) : (index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32) -> i32
    return
  }

  func.func @small_ld(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %pa = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<8x16xf32> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<4x16xf32> -> index
    %z = arith.constant 0 : i32
    %m = arith.constant 4 : i64
    %n = arith.constant 16 : i64
    %k = arith.constant 8 : i64
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %alpha = arith.constant 1.0 : f32
    %beta = arith.constant 0.0 : f32
    %s = func.call @htam_cublas_sgemm(%pa, %pb, %pc, %z, %z, %m, %n, %k, %m, %n, %n, %one, %zero, %zero, %zero, %alpha, %beta) : (index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32) -> i32
    return
  }
}
