// Correct outputs, then a device-side trap in one thread: the kernel
// execution fails, crash.
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
  if (i == 1000)
    __trap();
}
