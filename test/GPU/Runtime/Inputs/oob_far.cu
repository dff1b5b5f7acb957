// Writes far outside any allocation: an illegal address fault, crash.
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
  if (i == 0)
    c[(1ll << 40) + 12345] = 1.0f;
}
