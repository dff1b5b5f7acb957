// The softmax reference with one element off by 1e-3 relative (element
// 3000017, in the third chunk of 2^20 elements of the accuracy partials).
__device__ float blockReduce(float v, float *part, bool isMax) {
  part[threadIdx.x] = v;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] = isMax ? fmaxf(part[threadIdx.x],
                                        part[threadIdx.x + w])
                                : part[threadIdx.x] + part[threadIdx.x + w];
    __syncthreads();
  }
  float r = part[0];
  __syncthreads();
  return r;
}

extern "C" __global__ void softmax(const float *x, float *y, int rows,
                                   int cols) {
  __shared__ float part[256];
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  float m = row[threadIdx.x];
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    m = fmaxf(m, row[j]);
  m = blockReduce(m, part, true);
  float s = 0;
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    s += expf(row[j] - m);
  s = blockReduce(s, part, false);
  for (int j = threadIdx.x; j < cols; j += blockDim.x) {
    float v = expf(row[j] - m) / s;
    out[j] = (size_t)blockIdx.x * cols + j == 3000017 ? v * 1.001f : v;
  }
}
