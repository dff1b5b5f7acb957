// Writes only the first half of c; the NaN pre-fill exposes the rest:
// nan_mismatch, first at n / 2.
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 2)
    c[i] = a[i] + b[i];
}
