// Produces a NaN at index 4242: nan_mismatch.
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = i == 4242 ? __int_as_float(0x7fc00000) : a[i] + b[i];
}
