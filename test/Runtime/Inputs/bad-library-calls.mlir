// Host functions whose runtime calls the launch-plan reader rejects.
module attributes {gpu.container_module} {
  func.func private @htam_cublas_sgemm(index, index, index, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32, f32) -> i32
  func.func private @other(index)
  func.func private @htam_cudnn_conv_fwd(index, index, index, index, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> i32
  func.func private @htam_cudnn_conv_bwd_data(index, index, index)

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

  // cuDNN: too few operands, then an output size that does not follow from
  // the other sizes.
  func.func @cudnn_short(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>) attributes {htam.num_outputs = 1 : i64} {
    %px = memref.extract_aligned_pointer_as_index %x : memref<1x3x8x8xf32> -> index
    %pw = memref.extract_aligned_pointer_as_index %w : memref<4x3x3x3xf32> -> index
    %py = memref.extract_aligned_pointer_as_index %y : memref<1x4x6x6xf32> -> index
    func.call @htam_cudnn_conv_bwd_data(%px, %pw, %py) : (index, index, index) -> ()
    return
  }

  func.func @cudnn_bad_out(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>) attributes {htam.num_outputs = 1 : i64} {
    %px = memref.extract_aligned_pointer_as_index %x : memref<1x3x8x8xf32> -> index
    %pw = memref.extract_aligned_pointer_as_index %w : memref<4x3x3x3xf32> -> index
    %py = memref.extract_aligned_pointer_as_index %y : memref<1x4x6x6xf32> -> index
    %nobias = arith.constant 0 : index
    %nd = arith.constant 2 : i32
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c3 = arith.constant 3 : i64
    %c4 = arith.constant 4 : i64
    %c7 = arith.constant 7 : i64
    %c8 = arith.constant 8 : i64
    %s = func.call @htam_cudnn_conv_fwd(%px, %pw, %py, %nobias, %nd, %c1, %c3, %c4, %c1, %c8, %c8, %c1, %c3, %c3, %c1, %c7, %c7, %c1, %c0, %c0, %c0, %c1, %c1, %c1, %c1, %c1, %c1, %c0) : (index, index, index, index, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> i32
    return
  }
}
