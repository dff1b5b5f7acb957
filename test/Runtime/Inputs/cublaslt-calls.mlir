// Host functions with @htam_cublaslt_matmul calls for the launch-plan
// reader: one it accepts, and the ones it rejects.
module attributes {gpu.container_module} {
  func.func private @htam_cublaslt_matmul(index, index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, f32, f32) -> i32

  func.func @good(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %bias: memref<16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %pa = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<8x16xf32> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<4x16xf32> -> index
    %pbias = memref.extract_aligned_pointer_as_index %bias : memref<16xf32> -> index
    %z = arith.constant 0 : i32
    %m = arith.constant 4 : i64
    %n = arith.constant 16 : i64
    %k = arith.constant 8 : i64
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %epi = arith.constant 3 : i32
    %algo = arith.constant 1 : i32
    %alpha = arith.constant 1.0 : f32
    %beta = arith.constant 0.0 : f32
    %s = func.call @htam_cublaslt_matmul(%pa, %pb, %pc, %pbias, %z, %z, %m, %n, %k, %k, %n, %n, %one, %zero, %zero, %zero, %epi, %algo, %alpha, %beta) : (index, index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, f32, f32) -> i32
    return
  }

  func.func @bad_epilogue(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %bias: memref<16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %pa = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<8x16xf32> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<4x16xf32> -> index
    %pbias = memref.extract_aligned_pointer_as_index %bias : memref<16xf32> -> index
    %z = arith.constant 0 : i32
    %m = arith.constant 4 : i64
    %n = arith.constant 16 : i64
    %k = arith.constant 8 : i64
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %epi = arith.constant 7 : i32
    %algo = arith.constant 0 : i32
    %alpha = arith.constant 1.0 : f32
    %beta = arith.constant 0.0 : f32
    %s = func.call @htam_cublaslt_matmul(%pa, %pb, %pc, %pbias, %z, %z, %m, %n, %k, %k, %n, %n, %one, %zero, %zero, %zero, %epi, %algo, %alpha, %beta) : (index, index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, f32, f32) -> i32
    return
  }

  func.func @bias_without_epilogue(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %bias: memref<16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %pa = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<8x16xf32> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<4x16xf32> -> index
    %pbias = memref.extract_aligned_pointer_as_index %bias : memref<16xf32> -> index
    %z = arith.constant 0 : i32
    %m = arith.constant 4 : i64
    %n = arith.constant 16 : i64
    %k = arith.constant 8 : i64
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %epi = arith.constant 0 : i32
    %algo = arith.constant 0 : i32
    %alpha = arith.constant 1.0 : f32
    %beta = arith.constant 0.0 : f32
    %s = func.call @htam_cublaslt_matmul(%pa, %pb, %pc, %pbias, %z, %z, %m, %n, %k, %k, %n, %n, %one, %zero, %zero, %zero, %epi, %algo, %alpha, %beta) : (index, index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, f32, f32) -> i32
    return
  }

  func.func @epilogue_without_bias(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %bias: memref<16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %pa = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<8x16xf32> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<4x16xf32> -> index
    %null = arith.constant 0 : index
    %z = arith.constant 0 : i32
    %m = arith.constant 4 : i64
    %n = arith.constant 16 : i64
    %k = arith.constant 8 : i64
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %epi = arith.constant 1 : i32
    %algo = arith.constant 0 : i32
    %alpha = arith.constant 1.0 : f32
    %beta = arith.constant 0.0 : f32
    %s = func.call @htam_cublaslt_matmul(%pa, %pb, %pc, %null, %z, %z, %m, %n, %k, %k, %n, %n, %one, %zero, %zero, %zero, %epi, %algo, %alpha, %beta) : (index, index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, f32, f32) -> i32
    return
  }

  func.func @bad_algo(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %bias: memref<16xf32>, %c: memref<4x16xf32>) attributes {htam.num_outputs = 1 : i64} {
    %pa = memref.extract_aligned_pointer_as_index %a : memref<4x8xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<8x16xf32> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<4x16xf32> -> index
    %pbias = memref.extract_aligned_pointer_as_index %bias : memref<16xf32> -> index
    %z = arith.constant 0 : i32
    %m = arith.constant 4 : i64
    %n = arith.constant 16 : i64
    %k = arith.constant 8 : i64
    %one = arith.constant 1 : i64
    %zero = arith.constant 0 : i64
    %epi = arith.constant 1 : i32
    %algo = arith.constant 9 : i32
    %alpha = arith.constant 1.0 : f32
    %beta = arith.constant 0.0 : f32
    %s = func.call @htam_cublaslt_matmul(%pa, %pb, %pc, %pbias, %z, %z, %m, %n, %k, %k, %n, %n, %one, %zero, %zero, %zero, %epi, %algo, %alpha, %beta) : (index, index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i32, i32, f32, f32) -> i32
    return
  }
}
