// Independent reference: one thread per output element, k in order.
extern "C" __global__ void matmul(const float *a, const float *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 200 * 130)
    return;
  int m = i / 130, n = i % 130;
  float acc = 0.0f;
  for (int k = 0; k < 96; ++k)
    acc += a[m * 96 + k] * b[k * 130 + n];
  c[i] = acc;
}
