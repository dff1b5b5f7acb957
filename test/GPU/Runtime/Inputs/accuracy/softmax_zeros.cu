// An all-zero "softmax": every output is 0 (issue 21: allclose against
// the reference accepts it on uniform inputs, whose outputs ~2.5e-6 are
// far below atol).
extern "C" __global__ void softmax(const float *x, float *y, int rows,
                                   int cols) {
  size_t n = (size_t)rows * cols;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    y[i] = 0.0f;
}
