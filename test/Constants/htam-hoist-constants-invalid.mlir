// RUN: htam-opt %s -split-input-file --htam-hoist-constants -allow-unregistered-dialect -verify-diagnostics

// More than 1 GiB of constants in one task (a splat is not expanded to say
// so): 2^28 + 1 floats.
memref.global "private" constant @big : memref<268435457xf32> = dense<1.0>
func.func @too_large(%out: memref<4xf32>) {
  // expected-error @below {{htam-hoist-constants: the constant tensors of 'too_large' take more than 1073741824 bytes (1 GiB), the limit of one task's device constants}}
  %c = memref.get_global @big : memref<268435457xf32>
  "test.use"(%c) : (memref<268435457xf32>) -> ()
  return
}

// -----

// Two constants of 768 MiB each: the second crosses the limit.
memref.global "private" constant @a : memref<201326592xf32> = dense<1.0>
memref.global "private" constant @b : memref<201326592xf32> = dense<2.0>
func.func @together_too_large(%out: memref<4xf32>) {
  %a = memref.get_global @a : memref<201326592xf32>
  // expected-error @below {{the constant tensors of 'together_too_large' take more than 1073741824 bytes}}
  %b = memref.get_global @b : memref<201326592xf32>
  "test.use"(%a, %b) : (memref<201326592xf32>, memref<201326592xf32>) -> ()
  return
}

// -----

// A mutable global is state, not a constant.
memref.global "private" @state : memref<4xf32> = dense<0.0>
func.func @mutable(%out: memref<4xf32>) {
  // expected-error @below {{htam-hoist-constants: reads the mutable global @state; only constant tensors can be passed to the GPU}}
  %c = memref.get_global @state : memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return
}

// -----

// A global without contents.
memref.global "private" constant @undefined : memref<4xf32> = uninitialized
func.func @no_contents(%out: memref<4xf32>) {
  // expected-error @below {{htam-hoist-constants: the constant tensor has no contents}}
  %c = memref.get_global @undefined : memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return
}

// -----

// A resource whose blob is not in the file (elided when printed).
memref.global "private" constant @elided_w : memref<4xf32> = dense_resource<__elided__>
func.func @elided(%out: memref<4xf32>) {
  // expected-error @below {{htam-hoist-constants: the constant tensor is a dense_resource whose blob '__elided__' has no data (elided or missing from the file's resources)}}
  %c = memref.get_global @elided_w : memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return
}

// -----

// An i1 resource: its bit layout is not read.
memref.global "private" constant @mask : memref<4xi1> = dense_resource<mask_blob>
func.func @i1_resource(%out: memref<4xf32>) {
  // expected-error @below {{is an i1 dense_resource, whose bit layout htam does not read (write the mask as dense<...>)}}
  %c = memref.get_global @mask : memref<4xi1>
  "test.use"(%c) : (memref<4xi1>) -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      mask_blob: "0x0100000001000101"
    }
  }
#-}

// -----

// A resource of the wrong size (3 floats for 4).
memref.global "private" constant @short : memref<4xf32> = dense_resource<short_blob>
func.func @short_resource(%out: memref<4xf32>) {
  // expected-error @below {{is a dense_resource of 12 bytes, but its type needs 16}}
  %c = memref.get_global @short : memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      short_blob: "0x040000000000803F0000803F0000803F"
    }
  }
#-}
