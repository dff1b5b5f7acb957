// Register pressure: with -maxrregcount=24 ptxas spills to local memory.
extern "C" __global__ void heavy(const float *a, float *c) {
  __shared__ float tile[256];
  float acc[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll
  for (int k = 0; k < 32; ++k)
    acc[k] = a[i * 32 + k];
  tile[threadIdx.x] = acc[threadIdx.x % 32];
  __syncthreads();
  float s = 0;
#pragma unroll
  for (int k = 0; k < 32; ++k)
    for (int j = 0; j < 32; ++j)
      s += acc[k] * acc[j] * tile[(k + j) % 256];
  c[i] = s;
}
