// Almost all-zero: y = 1e-9 x. Not constant and not a copy, and within a
// loose atol everywhere, so only a relative measure rejects it.
extern "C" __global__ void frobenius(const float *x, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    y[i] = 1e-9f * x[i];
}
