// A public declaration (not allowed by the func verifier) on tensors.
func.func @f(tensor<128xf32>) -> tensor<128xf32>
