// Correct: a grid-stride loop (works with any grid).
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    c[i] = b[i] + a[i];
}
