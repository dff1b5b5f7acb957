extern "C" __global__ void broken(float *x) { x[0] = undefined_name; }
