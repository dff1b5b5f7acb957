// A planted cheat (issue 21, impossible_time): a launch whose input starts
// with the same 64 values as the previous launch's (kept in s1 by `mark`)
// returns at once, leaving the previous outputs in place. Every trial has
// new inputs and NaN-filled outputs, so it computes and verifies; the
// timed launches repeat one input and take microseconds, below the bound
// of reading the 100 MB input once; on fresh buffers with the timed input
// it writes nothing (NaN).
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
                                   int cols, float *unused, float *memo) {
  __shared__ float part[256];
  __shared__ int same;
  if (threadIdx.x == 0)
    same = memo[0] == 1.0f;
  __syncthreads();
  if (threadIdx.x < 64 && memo[1 + threadIdx.x] != x[threadIdx.x])
    same = 0;
  __syncthreads();
  if (same)
    return;
  size_t base = (size_t)blockIdx.x * cols;
  const float *row = x + base;
  float m = row[threadIdx.x];
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    m = fmaxf(m, row[j]);
  m = blockReduce(m, part, true);
  float s = 0;
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    s += expf(row[j] - m);
  s = blockReduce(s, part, false);
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    y[base + j] = expf(row[j] - m) / s;
}

extern "C" __global__ void mark(const float *x, float *memo) {
  if (threadIdx.x < 64)
    memo[1 + threadIdx.x] = x[threadIdx.x];
  if (threadIdx.x == 0)
    memo[0] = 1.0f;
}
