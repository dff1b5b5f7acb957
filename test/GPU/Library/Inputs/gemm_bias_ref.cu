// Naive row-major (batched) GEMM with a bias over n and an optional ReLU,
// the independent reference of the cublaslt.matmul steps:
// C[b][i][j] = act(sum_l op(A[b])[i][l] op(B[b])[l][j] + bias[j]) with
// act = max(x, 0) when relu != 0; has_bias = 0 leaves the bias out. ta/tb:
// A stored k x m, B stored n x k. One thread per output element.
extern "C" __global__ void gemm_bias_ref(const float *A, const float *B,
                                         const float *bias, float *C, int m,
                                         int n, int k, int ta, int tb,
                                         int batch, int has_bias, int relu) {
  long long e = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= (long long)batch * m * n)
    return;
  int b = e / ((long long)m * n), i = (e / n) % m, j = e % n;
  const float *a = A + (long long)b * m * k, *bb = B + (long long)b * k * n;
  float acc = 0.0f;
  for (int l = 0; l < k; ++l) {
    float x = ta ? a[(long long)l * m + i] : a[(long long)i * k + l];
    float y = tb ? bb[(long long)j * k + l] : bb[(long long)l * n + j];
    acc += x * y;
  }
  if (has_bias)
    acc += bias[j];
  if (relu)
    acc = acc > 0.0f ? acc : 0.0f;
  C[e] = acc;
}
