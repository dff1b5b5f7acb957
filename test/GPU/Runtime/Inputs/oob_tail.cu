// Writes 64 elements past the end of c (inside the same allocation page, so
// the GPU does not fault): caught by the guard zone, out_of_bounds.
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i + 64] = a[i] + b[i];
}
