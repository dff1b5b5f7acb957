// A two-kernel candidate: `partial` writes one sum per block into scratch
// buffer s0, then `final` (one block, one thread per partial) adds them up.
// Launched with --launch 'entry=partial,...,params=0:s0:2' and
// --then 'entry=final,grid=1,block=256,params=s0:1'.
__device__ float blockSum(float s, float *part) {
  part[threadIdx.x] = s;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  return part[0];
}

extern "C" __global__ void partial(const float *in, float *partials, int n) {
  __shared__ float part[256];
  float s = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    s += in[i];
  float total = blockSum(s, part);
  if (threadIdx.x == 0)
    partials[blockIdx.x] = total;
}

extern "C" __global__ void final(const float *partials, float *out) {
  __shared__ float part[256];
  float total = blockSum(partials[threadIdx.x], part);
  if (threadIdx.x == 0)
    out[0] = total;
}
