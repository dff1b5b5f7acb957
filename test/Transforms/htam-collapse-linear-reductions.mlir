// RUN: htam-opt %S/Inputs/collapse-linear-reductions.mlir --htam-collapse-linear-reductions | FileCheck %s
// RUN: htam-opt %S/Inputs/collapse-linear-reductions.mlir --htam-collapse-linear-reductions | FileCheck %s --check-prefix=NOGEMM
// RUN: htam-opt %S/Inputs/collapse-linear-reductions.mlir --htam-algorithmic-pipeline="collapse=true" | FileCheck %s --check-prefix=PIPE
// RUN: not htam-opt %S/Inputs/collapse-linear-reductions.mlir --htam-algorithmic-pipeline="collapse=false" 2>&1 | FileCheck %s --check-prefix=OFF

// Every reduction of the inputs collapses: no GEMM is left.
// NOGEMM-NOT: linalg.matmul
// NOGEMM-NOT: linalg.batch_matmul
// NOGEMM-NOT: iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3x11xf32>, tensor<11x6xf32>)
// NOGEMM: func.func @transposed_a_column_sum
// OFF: collapse=false leaves no rewrite

// x W^T + bias, summed over j: W summed over its rows (j), x times that sum,
// the bias summed, then added once per output.
// CHECK-LABEL: func.func @linear_bias_sum(
// CHECK-SAME: %[[X:.+]]: tensor<5x9xf32>, %[[W:.+]]: tensor<7x9xf32>, %[[BIAS:.+]]: tensor<7xf32>)
// CHECK-NOT: linalg.matmul
// CHECK: %[[WSUM:.+]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%[[W]] : tensor<7x9xf32>) outs(%{{.+}} : tensor<9xf32>)
// CHECK: %[[XW:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]], %[[WSUM]] : tensor<5x9xf32>, tensor<9xf32>) outs(%{{.+}} : tensor<5xf32>)
// CHECK: arith.mulf
// CHECK: %[[BSUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[BIAS]] : tensor<7xf32>) outs(%{{.+}} : tensor<5x1xf32>)
// CHECK: %[[OUT:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[BSUM]], %[[XW]] : tensor<5x1xf32>, tensor<5xf32>) outs(%{{.+}} : tensor<5x1xf32>)
// CHECK-NEXT: ^bb0(%[[T:.+]]: f32, %[[S:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[R:.+]] = arith.addf %[[S]], %[[T]] : f32
// CHECK-NEXT: linalg.yield %[[R]]
// CHECK: return %[[OUT]]

// A generic contraction and separate divide and bias steps (fused in first):
// the division is applied once per output, after the product.
// CHECK-LABEL: func.func @gemm_divide_bias_sum(
// CHECK-SAME: %[[X:.+]]: tensor<3x11xf32>, %[[Y:.+]]: tensor<11x6xf32>, %[[BIAS:.+]]: tensor<6xf32>)
// CHECK: %[[YSUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[Y]] : tensor<11x6xf32>) outs(%{{.+}} : tensor<11xf32>)
// CHECK: %[[XY:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[YSUM]] : tensor<3x11xf32>, tensor<11xf32>) outs(%{{.+}} : tensor<3xf32>)
// CHECK: %[[BSUM:.+]] = linalg.generic {{.*}} ins(%[[BIAS]] : tensor<6xf32>) outs(%{{.+}} : tensor<3xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[BSUM]], %[[XY]] : tensor<3xf32>, tensor<3xf32>)
// CHECK-NEXT: ^bb0(%[[T:.+]]: f32, %[[S:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[D:.+]] = arith.divf %[[S]], %{{.+}} : f32
// CHECK-NEXT: arith.addf %[[D]], %[[T]] : f32
// The scale after the sum stays where it was.
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: return

// The bias before a per-row scale r[i], and the mean's 1/N: the bias sum
// keeps the scale and the division; the product gets them once per row.
// CHECK-LABEL: func.func @bias_then_row_scale_mean(
// CHECK-SAME: %[[X:.+]]: tensor<4x5xf32>, %[[Y:.+]]: tensor<5x7xf32>, %[[BIAS:.+]]: tensor<7xf32>, %[[R:.+]]: tensor<4xf32>)
// CHECK-NOT: linalg.matmul
// CHECK: %[[YSUM:.+]] = linalg.generic {{.*}} ins(%[[Y]] : tensor<5x7xf32>)
// CHECK: %[[XY:.+]] = linalg.generic {{.*}} ins(%[[X]], %[[YSUM]] : tensor<4x5xf32>, tensor<5xf32>)
// CHECK: %[[BSUM:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[BIAS]], %[[R]] : tensor<7xf32>, tensor<4xf32>)
// CHECK: arith.mulf
// CHECK: arith.divf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[BSUM]], %[[XY]], %[[R]] : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[T:.+]]: f32, %[[S:.+]]: f32, %[[RI:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[M:.+]] = arith.mulf %[[RI]], %[[S]] : f32
// CHECK-NEXT: %[[D:.+]] = arith.divf %[[M]], %{{.+}} : f32
// CHECK-NEXT: arith.addf %[[T]], %[[D]] : f32

// batch_matmul summed over j with acc - x: B[b,k,j] summed over j, the
// product per batch, subtracted from the init; no bias reduction.
// CHECK-LABEL: func.func @batch_matmul_negated_sum(
// CHECK-SAME: %[[A:.+]]: tensor<2x3x5xf32>, %[[B:.+]]: tensor<2x5x4xf32>)
// CHECK-NOT: linalg.batch_matmul
// CHECK: %[[BS:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[B]] : tensor<2x5x4xf32>) outs(%{{.+}} : tensor<2x5xf32>)
// CHECK: %[[AB:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[A]], %[[BS]] : tensor<2x3x5xf32>, tensor<2x5xf32>) outs(%{{.+}} : tensor<2x3xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.+}}, %[[AB]] : tensor<2x3xf32>, tensor<2x3xf32>)
// CHECK-NEXT: ^bb0(%[[T:.+]]: f32, %[[S:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: arith.subf %[[T]], %[[S]] : f32

// The column sums of A^T B: A (indexed by the summed i) is summed instead.
// CHECK-LABEL: func.func @transposed_a_column_sum(
// CHECK-SAME: %[[A:.+]]: tensor<6x3xf32>, %[[B:.+]]: tensor<6x5xf32>)
// CHECK: %[[AS:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<6x3xf32>) outs(%{{.+}} : tensor<6xf32>)
// CHECK: %[[AB:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[AS]], %[[B]] : tensor<6xf32>, tensor<6x5xf32>) outs(%{{.+}} : tensor<5xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.+}}, %[[AB]] : tensor<5xf32>, tensor<5xf32>)

// The pipeline: the collapsed task lowered to kernels, no GEMM-sized one:
// the largest grid is the 7-row bias sum's or the 9 column sums of W.
// PIPE-LABEL: func.func @linear_bias_sum(
// PIPE: gpu.launch_func
// PIPE-NOT: linalg.
// PIPE: gpu.binary
