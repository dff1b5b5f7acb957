// Reference for the multi-launch test: out[0] = sum(in), one block.
extern "C" __global__ void sum(const float *in, float *out, int n) {
  __shared__ float part[1024];
  float s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s += in[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[0] = part[0];
}
