// An scf.while loop in a task's body.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.while (%i = %c0, %t = %x) : (index, tensor<128xf32>) -> (index, tensor<128xf32>) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %i, %t : index, tensor<128xf32>
  } do {
  ^bb0(%j: index, %u: tensor<128xf32>):
    %n = arith.addi %j, %c1 : index
    %v = arith.addf %u, %u : tensor<128xf32>
    scf.yield %n, %v : index, tensor<128xf32>
  }
  return %r#1 : tensor<128xf32>
}
