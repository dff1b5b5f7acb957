// Forgets the last element; the NaN pre-fill exposes it: nan_mismatch.
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n - 1)
    c[i] = a[i] + b[i];
}
