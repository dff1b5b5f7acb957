// Bandwidth probe: dst = src with 16-byte accesses and a grid-stride loop
// (n must be a multiple of 4).
extern "C" __global__ void copy(const float *src, float *dst, long long n) {
  const float4 *s = reinterpret_cast<const float4 *>(src);
  float4 *d = reinterpret_cast<float4 *>(dst);
  long long n4 = n / 4;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n4;
       i += (long long)gridDim.x * blockDim.x)
    d[i] = s[i];
}
