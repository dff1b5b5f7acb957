// FP32 row sums, naive: one thread per row adds its cols values in order
// (the serial summation of a lowered reference). accuracy-rowsum.test.
extern "C" __global__ void rowsum(const float *x, float *y, int rows,
                                  int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float s = 0;
  for (int j = 0; j < cols; ++j)
    s += x[(size_t)r * cols + j];
  y[r] = s;
}
