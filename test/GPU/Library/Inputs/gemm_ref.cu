// Naive row-major (batched) GEMM, the independent reference of the cuBLAS
// library steps: C[b] = op(A[b]) op(B[b]) with op(A) m x k, op(B) k x n;
// ta/tb: A stored k x m, B stored n x k. One thread per output element.
extern "C" __global__ void gemm_ref(const float *A, const float *B, float *C,
                                    int m, int n, int k, int ta, int tb,
                                    int batch) {
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
  C[e] = acc;
}
