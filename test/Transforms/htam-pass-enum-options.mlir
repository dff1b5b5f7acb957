// The closed-set options of htam-set-fast-math, htam-plant-candidate,
// htam-tile-and-fuse, htam-lower-reference and the direction pipelines are
// enum options (PassOptionEnums.h): another value is refused before the
// pass runs, with the valid ones; --help lists them; a printed pipeline
// parses back to itself.
// RUN: rm -rf %t && mkdir -p %t

// An unknown value names the valid ones; spellings are exact.
// RUN: not htam-opt %s --htam-set-fast-math="flags=nnan" 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS: for the --flags option: unknown value 'nnan', valid values: fast, contract
// RUN: not htam-opt %s --htam-plant-candidate="kind=Zeros" 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: for the --kind option: unknown value 'Zeros', valid values: zeros, constant, copy, tiny, one-off, partial, edge, ignore-input, tf32, fp16, reverse
// RUN: not htam-opt %s --htam-tile-and-fuse="mode=elementwise" 2>&1 | FileCheck %s --check-prefix=TILE
// TILE: for the --mode option: unknown value 'elementwise', valid values: epilogue, producer
// RUN: not htam-opt %s --htam-lower-reference="format=cubin" 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: for the --format option: unknown value 'cubin', valid values: isa, bin, fatbin
// RUN: not htam-opt %s --htam-fusion-pipeline="format=ptx" 2>&1 | FileCheck %s --check-prefix=PIPE-FORMAT
// PIPE-FORMAT: for the --format option: unknown value 'ptx', valid values: isa, bin, fatbin
// RUN: not htam-opt %s --htam-fusion-pipeline="mode=all" 2>&1 | FileCheck %s --check-prefix=PIPE-MODE
// PIPE-MODE: for the --mode option: unknown value 'all', valid values: elementwise, epilogue, producer

// --help lists each option's values.
// RUN: htam-opt --help | FileCheck %s --check-prefix=HELP
// HELP: --htam-lower-reference
// HELP: --format=<value>
// HELP-NEXT: =isa
// HELP-NEXT: =bin
// HELP-NEXT: =fatbin
// HELP: --htam-plant-candidate
// HELP: --kind=<value>
// HELP-NEXT: =zeros
// HELP: =reverse
// HELP: --htam-set-fast-math
// HELP: --flags=<value>
// HELP-NEXT: =fast
// HELP-NEXT: =contract
// HELP: --htam-tile-and-fuse
// HELP: --mode=<value>
// HELP-NEXT: =epilogue
// HELP-NEXT: =producer

// The printed pipeline carries the values by their names and parses back to
// itself; the direction pipeline's mode and format reach its passes.
// RUN: htam-opt %s --dump-pass-pipeline -o /dev/null \
// RUN:   --pass-pipeline="builtin.module(func.func(htam-set-fast-math{flags=contract},htam-tile-and-fuse{mode=producer}),htam-plant-candidate{kind=one-off},htam-lower-reference{format=isa})" 2> %t/a.err
// RUN: sed -n '/^builtin.module(/,/^)$/p' %t/a.err | tr -d '\n' > %t/a.pipeline
// RUN: FileCheck %s --check-prefix=PRINTED < %t/a.pipeline
// PRINTED: htam-set-fast-math{flags=contract}
// PRINTED-SAME: htam-tile-and-fuse{mode=producer}
// PRINTED-SAME: htam-plant-candidate{input=0 kind=one-off}
// PRINTED-SAME: htam-lower-reference{
// PRINTED-SAME: format=isa
// RUN: htam-opt %s --dump-pass-pipeline -o /dev/null \
// RUN:   --pass-pipeline="$(cat %t/a.pipeline)" 2> %t/b.err
// RUN: sed -n '/^builtin.module(/,/^)$/p' %t/b.err | tr -d '\n' > %t/b.pipeline
// RUN: diff %t/a.pipeline %t/b.pipeline

// The direction pipeline's mode and format reach its passes (on an empty
// module: nothing is serialized, so no fatbinary is needed).
// RUN: echo "module {}" | htam-opt --dump-pass-pipeline -o /dev/null \
// RUN:   --pass-pipeline="builtin.module(htam-fusion-pipeline{mode=producer format=fatbin})" 2> %t/c.err
// RUN: sed -n '/^builtin.module(/,/^)$/p' %t/c.err | tr -d '\n' > %t/c.pipeline
// RUN: FileCheck %s --check-prefix=PIPELINE < %t/c.pipeline
// PIPELINE: htam-tile-and-fuse{mode=producer}
// PIPELINE-SAME: htam-lower-reference{
// PIPELINE-SAME: format=fatbin
// RUN: echo "module {}" | htam-opt --dump-pass-pipeline -o /dev/null \
// RUN:   --pass-pipeline="$(cat %t/c.pipeline)" 2> %t/d.err
// RUN: sed -n '/^builtin.module(/,/^)$/p' %t/d.err | tr -d '\n' > %t/d.pipeline
// RUN: diff %t/c.pipeline %t/d.pipeline

// The defaults print by name too.
// RUN: htam-opt %s --dump-pass-pipeline -o /dev/null --htam-set-fast-math --htam-tile-and-fuse --htam-lower-reference 2>&1 | FileCheck %s --check-prefix=DEFAULTS
// DEFAULTS: htam-set-fast-math{flags=fast}
// DEFAULTS: htam-tile-and-fuse{mode=epilogue}
// DEFAULTS: htam-lower-reference{
// DEFAULTS-SAME: format=isa

// A task every pass above takes (no math: libdevice is not needed).
func.func @add(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.add ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
