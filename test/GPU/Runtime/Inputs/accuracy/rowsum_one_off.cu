// The reference with one element off by 1e-3 relative (row 777).
extern "C" __global__ void rowsum(const float *x, float *y, int rows,
                                  int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float s = 0;
  for (int j = 0; j < cols; ++j)
    s += x[(size_t)r * cols + j];
  y[r] = r == 777 ? s * 1.001f : s;
}
