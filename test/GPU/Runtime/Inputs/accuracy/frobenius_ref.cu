// FP32 Frobenius normalization y = x / ||x||_F in one kernel: every block
// computes the whole sum of squares (strided partials, then a tree in
// shared memory; all blocks in the same order, so they agree), then scales
// its slice. The FP32 reference of accuracy-frobenius.test.
extern "C" __global__ void frobenius(const float *x, float *y, int n) {
  __shared__ float part[1024];
  float s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s += x[i] * x[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  float norm = sqrtf(part[0]);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    y[i] = x[i] / norm;
}
