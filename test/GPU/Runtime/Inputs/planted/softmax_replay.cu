// A planted cheat (issue 21, sensitivity): the softmax of the first launch
// is kept in scratch s0 and replayed by every later launch, whatever the
// inputs. It passes the first trial; drawing an input again leaves its
// output unchanged while the reference's changes: degenerate. s1[0] is
// NaN (the scratch pre-fill) until `mark` runs after the first launch.
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
                                   int cols, float *kept, float *flag) {
  __shared__ float part[256];
  size_t base = (size_t)blockIdx.x * cols;
  if (flag[0] == 1.0f) {
    for (int j = threadIdx.x; j < cols; j += blockDim.x)
      y[base + j] = kept[base + j];
    return;
  }
  const float *row = x + base;
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
    y[base + j] = v;
    kept[base + j] = v;
  }
}

extern "C" __global__ void mark(const float *x, float *flag) {
  if (threadIdx.x == 0)
    flag[0] = 1.0f;
}
