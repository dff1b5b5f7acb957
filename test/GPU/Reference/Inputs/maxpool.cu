// Independent reference: 2x2 window, stride 2.
extern "C" __global__ void maxpool(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 4 * 8 * 16 * 16)
    return;
  int ow = i % 16, oh = (i / 16) % 16, nc = i / 256;
  const float *p = x + nc * 32 * 32 + (2 * oh) * 32 + 2 * ow;
  y[i] = fmaxf(fmaxf(p[0], p[1]), fmaxf(p[32], p[33]));
}
