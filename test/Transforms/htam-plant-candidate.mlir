// Planted candidates of issue 21 (scripts/plant-candidates.py): each kind
// rewrites the task on tensors and keeps its signature, and the result
// lowers like the reference.
// RUN: htam-opt %s --htam-plant-candidate=kind=zeros | FileCheck %s --check-prefix=ZEROS
// RUN: htam-opt %s --htam-plant-candidate=kind=constant | FileCheck %s --check-prefix=CONST
// RUN: htam-opt %s --htam-plant-candidate=kind=copy | FileCheck %s --check-prefix=COPY
// RUN: htam-opt %s --htam-plant-candidate=kind=tiny | FileCheck %s --check-prefix=TINY
// RUN: htam-opt %s --htam-plant-candidate=kind=one-off | FileCheck %s --check-prefix=ONEOFF
// RUN: htam-opt %s --htam-plant-candidate=kind=partial | FileCheck %s --check-prefix=PARTIAL
// RUN: htam-opt %s --htam-plant-candidate=kind=edge | FileCheck %s --check-prefix=EDGE
// RUN: htam-opt %s --htam-plant-candidate="kind=ignore-input input=1" | FileCheck %s --check-prefix=IGNORE
// RUN: htam-opt %s --htam-plant-candidate=kind=tf32 | FileCheck %s --check-prefix=TF32
// RUN: htam-opt %s --htam-plant-candidate=kind=fp16 | FileCheck %s --check-prefix=FP16
// RUN: htam-opt %s --htam-plant-candidate=kind=reverse | FileCheck %s --check-prefix=REVERSE
// Every kind lowers through the reference path.
// RUN: htam-opt %s --htam-plant-candidate=kind=zeros --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=constant --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=copy --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=tiny --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=one-off --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=partial --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=edge --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=ignore-input --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=tf32 --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=fp16 --htam-lower-reference -o /dev/null
// RUN: htam-opt %s --htam-plant-candidate=kind=reverse --htam-lower-reference -o /dev/null

// ZEROS-LABEL: func.func @task(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32>
// ZEROS:       %[[C:cst_0]] = arith.constant 0.000000e+00 : f32
// ZEROS:       %[[F:.*]] = linalg.fill ins(%[[C]] : f32) outs(%{{.*}} : tensor<4x8xf32>)
// ZEROS-NEXT:  return %[[F]]
// CONST:       arith.constant 5.000000e-01 : f32
// CONST:       %[[F:.*]] = linalg.fill
// CONST-NEXT:  return %[[F]]
// COPY:        %[[F:.*]] = linalg.copy ins(%arg0 : tensor<4x8xf32>)
// COPY-NEXT:   return %[[F]]
// TINY:        arith.constant 9.99999997E-7 : f32
// TINY:        arith.mulf
// One elementwise kernel reads the 0-d maximum and changes the element at
// the middle indices (2, 4): no host-side extract or insert, which the
// device runtime would not run.
// ONEOFF:       math.absf
// ONEOFF:       arith.maximumf
// ONEOFF:       %[[R:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<f32>)
// ONEOFF:       linalg.index 0
// ONEOFF-NEXT:  %[[I2:.*]] = arith.constant 2 : index
// ONEOFF-NEXT:  arith.cmpi eq, %{{.*}}, %[[I2]]
// ONEOFF:       linalg.index 1
// ONEOFF-NEXT:  %[[I4:.*]] = arith.constant 4 : index
// ONEOFF-NEXT:  arith.cmpi eq, %{{.*}}, %[[I4]]
// ONEOFF:       arith.constant 1.000000e-03 : f32
// ONEOFF:       arith.select
// ONEOFF:       return %[[R]]
// ONEOFF-NOT:   tensor.insert
// PARTIAL:      arith.constant 0x7FC00000 : f32
// PARTIAL:      %[[R:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[3, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
// PARTIAL-NEXT: return %[[R]]
// EDGE:         tensor.extract_slice %{{.*}}[0, 6] [4, 1] [1, 1] : tensor<4x8xf32> to tensor<4x1xf32>
// EDGE:         %[[R:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 7] [4, 1] [1, 1]
// EDGE-NEXT:    return %[[R]]
// IGNORE:       %[[H:.*]] = linalg.fill
// IGNORE:       linalg.add ins(%arg0, %[[H]] :
// TF32-DAG:     arith.constant 4096 : i32
// TF32-DAG:     arith.constant -8192 : i32
// TF32-COUNT-2: arith.andi %{{.*}}, %{{.*}} : i32
// TF32:         linalg.add ins(%{{.*}}, %{{.*}} :
// FP16:         linalg.add
// FP16:         arith.truncf %{{.*}} : f32 to f16
// FP16:         arith.extf
// REVERSE:      #[[BACK:.*]] = affine_map<(d0, d1) -> (d0, -d1 + 7)>
// REVERSE-LABEL: func.func @task
// REVERSE:      %[[R:.*]] = linalg.generic {indexing_maps = [#[[BACK]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<4x8xf32>)
// REVERSE:      linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]} ins(%[[R]] : tensor<4x8xf32>)

func.func @task(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.add ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>)
      outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%z : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%s : tensor<4x8xf32>) outs(%acc : tensor<4xf32>)
      dimensions = [1]
    (%in: f32, %a: f32) {
      %t = arith.addf %in, %a : f32
      linalg.yield %t : f32
    }
  %e3 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.broadcast ins(%r : tensor<4xf32>) outs(%e3 : tensor<4x8xf32>)
      dimensions = [1]
  %o = linalg.add ins(%s, %b : tensor<4x8xf32>, tensor<4x8xf32>)
      outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %o : tensor<4x8xf32>
}
