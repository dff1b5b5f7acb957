// The wgmma of nvrtc_crash_wgmma.cu with its descriptors (and scale-d) coming
// from the kernel's parameters: nvrtc 13.0 compiles it for sm_90a. (With the
// descriptors constant zero, as there, nvrtc 13.0 segfaults.)
extern "C" __global__ void k(float *d, unsigned long long da,
                             unsigned long long db, int scaleD) {
  float acc[4] = {0, 0, 0, 0};
  asm volatile("wgmma.fence.sync.aligned;\n");
  asm volatile("{\n .reg .pred p;\n setp.ne.b32 p, %6, 0;\n"
               " wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 "
               "{%0,%1,%2,%3}, %4, %5, p, 1, 1;\n}\n"
               : "+f"(acc[0]), "+f"(acc[1]), "+f"(acc[2]), "+f"(acc[3])
               : "l"(da), "l"(db), "r"(scaleD));
  asm volatile("wgmma.commit_group.sync.aligned;\n"
               " wgmma.wait_group.sync.aligned 0;\n");
  d[threadIdx.x] = acc[0] + acc[1] + acc[2] + acc[3];
}
