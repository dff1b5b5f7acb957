// Independent reference: one thread per row, three passes.
extern "C" __global__ void softmax(const float *x, float *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= 256)
    return;
  const float *row = x + r * 1000;
  float m = __int_as_float(0xff800000); // -inf
  for (int j = 0; j < 1000; ++j)
    m = fmaxf(m, row[j]);
  float s = 0.0f;
  for (int j = 0; j < 1000; ++j)
    s += expf(row[j] - m);
  for (int j = 0; j < 1000; ++j)
    y[r * 1000 + j] = expf(row[j] - m) / s;
}
