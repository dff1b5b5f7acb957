// Reference for the features test: y = alpha * x + y in place, a C++ (not
// extern "C") entry, so it is found by its lowered name.
__global__ void saxpy(const float *x, float *y, float alpha, long long n) {
  long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = alpha * x[i] + y[i];
}
