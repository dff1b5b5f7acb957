// Never terminates (inputs are < 2): timeout. volatile keeps the loop.
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0)
    while (((volatile const float *)a)[0] < 2.0f) {
    }
  if (i < n)
    c[i] = a[i] + b[i];
}
