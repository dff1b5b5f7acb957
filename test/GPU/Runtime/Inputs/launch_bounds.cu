// Compiled for at most 64 threads per block, launched with 256: launch_error.
extern "C" __global__ void __launch_bounds__(64)
    vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
