// A correct kernel on which the compiler process is made to crash:
// $HTAM_TEST_COMPILER_FAULT=crash:htam-planted-compiler-crash plants a
// SIGSEGV in nvrtc's process for sources containing that text, and the
// candidate fails with compiler_crash.
// htam-planted-compiler-crash
extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    c[i] = b[i] + a[i];
}
