// The f64 oracle of frobenius_ref.cu: the same kernel in double, f32 in
// and out.
extern "C" __global__ void frobenius(const float *x, float *y, int n) {
  __shared__ double part[1024];
  double s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s += (double)x[i] * (double)x[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  double norm = sqrt(part[0]);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    y[i] = (float)((double)x[i] / norm);
}
