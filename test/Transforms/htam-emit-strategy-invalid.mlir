// RUN: htam-opt %s -split-input-file --htam-emit-strategy -verify-diagnostics

// The template table refuses what it does not list, before anything is
// generated or compiled.

// expected-error @below {{htam.strategy: unknown template 'tpl_nope'}}
func.func @unknown(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_nope"}} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy: parameter 'block' of tpl_elementwise_fused must be one of 256, 128, 512, not 1000}}
func.func @outside(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused",
                                 params = {block = 1000 : i64}}} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy: parameter 'index_bits' of tpl_elementwise_fused must be one of 0, 32, 64, not 16}}
func.func @common_outside(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused",
                                 params = {index_bits = 16 : i64}}} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy: tpl_elementwise_fused has no parameter 'tile' (its parameters: block, fast_math, index_bits)}}
func.func @no_such_param(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused",
                                 params = {tile = 32 : i64}}} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy: parameter 'block' must be an integer or a string}}
func.func @float_value(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused",
                                 params = {block = 1.5 : f32}}} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy must be a dictionary}}
func.func @not_dict(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = "tpl_elementwise_fused"} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy needs a string 'template'}}
func.func @no_template(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {params = {block = 256 : i64}}} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy: unknown key 'block' (template, params)}}
func.func @stray_key(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused",
                                 block = 256 : i64}} {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{htam.strategy: 'params' must be a dictionary}}
func.func @params_not_dict(%x: tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused",
                                 params = [256]}} {
  return %x : tensor<4xf32>
}

// -----

// A strategy in the table whose template cannot implement the task.
// expected-error @below {{template tpl_reduce_warp_per_row cannot implement this task}}
func.func @wrong_class(%x: tensor<4x8xf32>) -> tensor<4x8xf32>
    attributes {htam.strategy = {template = "tpl_reduce_warp_per_row"}} {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// expected-error @below {{htam-emit-strategy: a declaration has no body to implement}}
func.func private @declaration(tensor<4xf32>) -> tensor<4xf32>
    attributes {htam.strategy = {template = "tpl_elementwise_fused"}}
