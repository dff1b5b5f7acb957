// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: htam-opt %s --htam-optimize="dry-run=true strategy-only=true steps=3 report-dir=%t/r" -o %t/selected.mlir 2> %t/progress.txt
// RUN: FileCheck %s --check-prefix=STEPS < %t/progress.txt
// RUN: FileCheck %s --check-prefix=SELECT < %t/selected.mlir

// What selection writes for a column reduction with few outputs (a max over
// dim 0 of a tall matrix: 45 outputs, 909035 rows each). The state's
// reduction_layout (column) and reduction_outputs (45) bring the parallelism
// direction and the block-per-row card's column form (tiles of 32
// neighbouring outputs, the rows split over blocks) at step 1; the task's
// largest shape alone (inner_dim 45) once left it to pass pipelines.

// STEPS: step 1/3 g_parallelism / l_par_block_per_row [tpl_reduce_block_per_row{block=1024}]: compiled

// SELECT: func.func @col_max(%{{.+}}: tensor<909035x45xf32>) -> tensor<45xf32>
// SELECT-SAME: attributes {htam.strategy = {params = {block = 1024 : i64, vec_final = 1 : i64}, template = "tpl_reduce_block_per_row"}}

func.func @col_max(%x: tensor<909035x45xf32>) -> tensor<45xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<45xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%e : tensor<45xf32>) -> tensor<45xf32>
  %m = linalg.reduce ins(%x : tensor<909035x45xf32>) outs(%acc : tensor<45xf32>)
      dimensions = [0]
    (%in: f32, %out: f32) {
      %r = arith.maximumf %in, %out : f32
      linalg.yield %r : f32
    }
  return %m : tensor<45xf32>
}
