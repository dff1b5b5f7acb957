// Candidate for the features test: stages x through 64 KiB of dynamic shared
// memory (more than the default 48 KiB, so the runtime must opt in), with a
// different launch configuration than the reference.
__global__ void saxpy(const float *x, float *y, float alpha, long long n) {
  extern __shared__ float stage[];
  const int slot = 16383 - threadIdx.x; // the top of a 64 KiB buffer
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x) {
    stage[slot] = x[i];
    y[i] = alpha * stage[slot] + y[i];
  }
}
