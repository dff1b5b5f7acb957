// A kernel that compiles; the line below is replaced by a fault marker.
// marker
extern "C" __global__ void add(const float *a, const float *b, float *c,
                               int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
