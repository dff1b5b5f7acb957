// REQUIRES: ptxas
// RUN: not htam-opt %s --htam-emit-cuda="func=f source=%S/Inputs/broken.cu launch=entry=broken,grid=1,block=1" 2>&1 | FileCheck %s --check-prefix=COMPILE
// RUN: not htam-opt %s --htam-emit-cuda="func=nope source=%S/Inputs/broken.cu launch=entry=broken,grid=1,block=1" 2>&1 | FileCheck %s --check-prefix=NOFUNC
// RUN: not htam-opt %s --htam-emit-cuda="func=f source=%S/Inputs/swish.cu launch=entry=swish_main,grid=1,block=1,params=0:7" 2>&1 | FileCheck %s --check-prefix=PARAM
// RUN: not htam-opt %s --htam-emit-cuda="func=f source=%S/Inputs/missing.cu launch=entry=k,grid=1,block=1" 2>&1 | FileCheck %s --check-prefix=MISSING

// COMPILE: htam-emit-cuda-invalid.mlir:[[@LINE+5]]:1: error: htam-emit-cuda: '{{.*}}broken.cu' does not compile:
// COMPILE: identifier "undefined_name" is undefined
// NOFUNC: error: htam-emit-cuda: no function 'nope'
// PARAM: error: 'func.func' op launch of 'swish_main' names parameter 7, which does not exist
// MISSING: error: htam-emit-cuda: cannot read '{{.*}}missing.cu'
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
