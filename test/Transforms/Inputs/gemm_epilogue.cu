// The epilogue of a GEMM written by cuBLAS into scratch: y = relu(s + bias).
extern "C" __global__ void epilogue(const float *__restrict__ bias,
                                    float *__restrict__ y,
                                    const float *__restrict__ s) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e < 100 * 90)
    y[e] = fmaxf(s[e] + bias[e % 90], 0.0f);
}
