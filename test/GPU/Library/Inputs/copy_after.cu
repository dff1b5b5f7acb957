// Copies the 129x77 GEMM result from scratch to the output.
extern "C" __global__ void copy_after(const float *s, float *out) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e < 129 * 77)
    out[e] = s[e];
}
