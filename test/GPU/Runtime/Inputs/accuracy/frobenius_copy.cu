// A copy of the input: degenerate (the expected output is x / ||x||).
extern "C" __global__ void frobenius(const float *x, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    y[i] = x[i];
}
