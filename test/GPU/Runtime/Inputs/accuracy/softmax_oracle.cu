// The f64 oracle of softmax_ref.cu: the same kernel computing in double,
// f32 in and out (what htam-widen-to-f64{widen-signature=false} makes of
// a task).
__device__ double blockReduce(double v, double *part, bool isMax) {
  part[threadIdx.x] = v;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] = isMax ? fmax(part[threadIdx.x],
                                       part[threadIdx.x + w])
                                : part[threadIdx.x] + part[threadIdx.x + w];
    __syncthreads();
  }
  double r = part[0];
  __syncthreads();
  return r;
}

extern "C" __global__ void softmax(const float *x, float *y, int rows,
                                   int cols) {
  __shared__ double part[256];
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  double m = row[threadIdx.x];
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    m = fmax(m, (double)row[j]);
  m = blockReduce(m, part, true);
  double s = 0;
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    s += exp((double)row[j] - m);
  s = blockReduce(s, part, false);
  for (int j = threadIdx.x; j < cols; j += blockDim.x)
    out[j] = (float)(exp((double)row[j] - m) / s);
}
