// A function on scalars only: not an operator task.
func.func @f(%a: f32, %b: f32) -> f32 {
  %c = arith.addf %a, %b : f32
  return %c : f32
}
