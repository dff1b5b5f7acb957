// Row sums in two launches through a scratch buffer: partial sums of each
// half row, then their total.
extern "C" __global__ void partial(const float *x, float *part) {
  int r = blockIdx.x, h = threadIdx.x; // 64 rows x 2 halves
  float s = 0.0f;
  for (int j = 0; j < 50; ++j)
    s += x[r * 100 + h * 50 + j];
  part[r * 2 + h] = s;
}
extern "C" __global__ void combine(const float *part, float *y) {
  int r = threadIdx.x;
  y[r] = part[2 * r] + part[2 * r + 1];
}
