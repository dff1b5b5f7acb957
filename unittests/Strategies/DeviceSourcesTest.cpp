//===- DeviceSourcesTest.cpp - The embedded device helpers compile --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every lib/Strategies/Cuda/Device/*.cuh (embedded by CMake into
// CudaDeviceSources.h) compiled alone through nvrtc for sm_90, after the
// prelude as an emitted kernel has it, with a probe kernel that calls each
// of its helpers (so templates are instantiated and their inline PTX reaches
// ptxas). No GPU is needed; skipped only when nvrtc cannot be opened.
//
//===----------------------------------------------------------------------===//

#include "CudaDeviceSources.h"

#include "htam/Runtime/Nvrtc.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include "gtest/gtest.h"

#include <ostream>
#include <string>

using namespace mlir::htam;

/// Test names show the file, not the bytes of the table entry.
void PrintTo(const CudaDeviceSource &source, std::ostream *os) {
  *os << source.file;
}

namespace {

/// A kernel per embedded file that calls all of its helpers. A new .cuh
/// needs an entry here (the test fails without one).
const llvm::StringMap<const char *> &probes() {
  static const llvm::StringMap<const char *> table = {
      {"Prelude.cuh", R"(
extern "C" __global__ void htam_probe(float *p, long long *q, hidx n) {
  float v = p[threadIdx.x];
  v = htam_maximumf(v, htam_minimumf(v, 1.0f));
  p[1] = (float)htam_maximumf<double>(v, 2.0) + htam_minimumf<int>(1, 2);
  q[0] = htam_floordiv(q[1], q[2]) + htam_ceildiv(q[1], q[2]) +
         htam_mod(q[1], q[2]) + n;
  v = htam_warp_reduce(v, htam_op_add(), 16) +
      htam_warp_reduce(v, htam_op_mul(), 32) +
      htam_warp_reduce(v, htam_op_maxnumf(), 8) +
      htam_warp_reduce(v, htam_op_minnumf(), 4) +
      htam_block_reduce(v, htam_op_maximumf(), -1.0f) +
      htam_block_reduce(v, htam_op_minimumf(), 1.0f);
  p[threadIdx.x] = v;
}
)"},
      {"Welford.cuh", R"(
extern "C" __global__ void htam_probe(float *p) {
  float n = 0.0f, m = 0.0f, q = 0.0f;
  htam_welford_add(n, m, q, p[threadIdx.x]);
  htam_welford_add4(n, m, q, p[1], p[2], p[3], p[4]);
  htam_welford_merge(n, m, q, 1.0f, p[5], 0.0f);
  htam_welford_warp(n, m, q, 16);
  htam_welford_block(n, m, q);
  p[threadIdx.x] = n + m + q;
}
)"},
      {"OnlineSoftmax.cuh", R"(
extern "C" __global__ void htam_probe(float *p) {
  float m = p[threadIdx.x], s = htam_online_term(p[1], m);
  s = htam_online_rescale(s, m, p[2]);
  htam_online_combine(m, s, p[3], 1.0f, htam_op_maximumf());
  htam_online_warp(m, s, htam_op_maxnumf(), 16);
  htam_online_block(m, s, htam_op_maximumf(), -__int_as_float(0x7f800000));
  p[threadIdx.x] = m + s;
}
)"},
      {"ArgReduce.cuh", R"(
extern "C" __global__ void htam_probe(float *p) {
  htam_arg a = htam_arg_none();
  htam_arg_add<true, false>(a, p[threadIdx.x], threadIdx.x, 1.0f);
  htam_arg b = htam_arg_warp<true, false>(a, 16);
  htam_arg_take<false, true>(b, htam_arg_block<false, true>(a));
  p[threadIdx.x] = b.v + b.k + (float)(b.p + b.nan);
}
)"},
      {"Cluster.cuh", R"(
extern "C" __global__ void __cluster_dims__(2, 1, 1) htam_probe(float *p) {
  const float v = htam_cluster_reduce<2>(p[threadIdx.x], htam_op_add(), 0);
  p[threadIdx.x] = v + htam_cluster_reduce<2>(v, htam_op_maximumf(), 1);
  htam_cluster_sync();
}
)"},
      {"CpAsync.cuh", R"(
extern "C" __global__ void htam_probe(const float *p, float *o) {
  __shared__ float tile[64];
  htam_cp_async4(&tile[threadIdx.x], p + threadIdx.x, threadIdx.x < 48);
  htam_cp_async_commit();
  htam_cp_async_wait<0>();
  __syncthreads();
  o[threadIdx.x] = tile[threadIdx.x];
}
)"},
      {"Wgmma3xTf32.cuh", R"(
struct htam_probe_store {
  float *o;
  __device__ void operator()(int r, int c, float v0, float v1) const {
    o[r * 128 + c] = v0 + v1;
  }
};
extern "C" __global__ void __launch_bounds__(384, 1)
htam_probe(const float *a, const float *b, float *o) {
  __shared__ float t[32][33];
  t[threadIdx.x % 32][(threadIdx.x / 32) % 32] = a[threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 256)
    htam_w3_pack_store(t, 0, 0, 128, 1, o);
  htam_w3_gemm<2, 2>(a, b, 128, 1, 1, 1, 1, 0, 0, htam_probe_store{o});
}
)"},
      {"Wgmma3xTf32Gather.cuh", R"(
struct htam_probe_store {
  float *o;
  __device__ void operator()(int r, int c, float v0, float v1) const {
    o[r * 128 + c] = v0 + v1;
  }
};
extern "C" __global__ void __launch_bounds__(384, 1)
htam_probe(const float *a, const float *b, float *o) {
  // The address per element (no table), then the K table with scalar
  // and with float4 loads.
  auto none = [](int, int *) {};
  auto gm = [](int r) { return r; };
  auto load = [&](int r, const int *, int k) {
    return r < 100 ? a[r * 32 + k] : 0.0f;
  };
  htam_w3g_gemm<2, 3, false, 2, 0, false>(b, 100, 1, 1, 1, 1, 0, none, gm,
                                          load, htam_probe_store{o});
  auto fill = [](int k, int *e) { e[0] = k; };
  auto row = [](int r) { return r * 32; };
  auto tab = [&](int r, const int *e, int k) {
    return k < 30 ? a[r + e[0]] : 0.0f;
  };
  htam_w3g_gemm<1, 2, true, 1, 1, false>(b, 100, 1, 1, 1, 1, 0, fill, row,
                                         tab, htam_probe_store{o});
  auto tab4 = [&](int r, const int *e, int) {
    return __ldg(reinterpret_cast<const float4 *>(a + r + e[0]));
  };
  htam_w3g_gemm<2, 3, true, 2, 1, true>(b, 100, 1, 1, 1, 1, 0, fill, row,
                                        tab4, htam_probe_store{o});
}
)"},
  };
  return table;
}

class DeviceSourcesTest : public ::testing::TestWithParam<CudaDeviceSource> {
protected:
  void SetUp() override {
    auto loaded = Nvrtc::get();
    if (!loaded)
      GTEST_SKIP() << "nvrtc is not installed: "
                   << llvm::toString(loaded.takeError());
    nvrtc = &*loaded;
  }
  Nvrtc *nvrtc = nullptr;
};

TEST_P(DeviceSourcesTest, CompilesAloneForSm90) {
  const CudaDeviceSource &file = GetParam();
  llvm::StringRef name(file.file), text(file.text);
  // The file's own leading comment block stays out of the emitted text.
  EXPECT_FALSE(text.starts_with("// " + name.str())) << name.str();
  auto probe = probes().find(name);
  ASSERT_NE(probe, probes().end())
      << name.str() << " has no probe kernel in DeviceSourcesTest.cpp";
  // Both exponentials the emitter may define for the online softmax.
  for (const char *exp : {"expf", "__expf"}) {
    std::string source = "typedef long long hidx;\n#define HTAM_EXP ";
    source += exp;
    source += "\n";
    if (name != "Prelude.cuh")
      source += kCudaPreludeSource;
    // The in-kernel gather variant builds on the packed GEMM's helpers.
    if (name == "Wgmma3xTf32Gather.cuh")
      source += kCudaWgmma3xTf32Source;
    source += file.text;
    source += probe->second;
    CompileOptions options;
    // wgmma and setmaxnreg exist in the architecture-specific sm_90a only.
    options.arch = name.starts_with("Wgmma3xTf32") ? "sm_90a" : "sm_90";
    options.sourceName = name.str();
    options.entries = {"htam_probe"};
    auto result = nvrtc->compile(source, options);
    ASSERT_TRUE(static_cast<bool>(result))
        << llvm::toString(result.takeError());
    EXPECT_TRUE(result->success) << name.str() << " (HTAM_EXP " << exp << "):\n"
                                 << result->log;
    EXPECT_NE(result->ptx.find(".entry htam_probe"), std::string::npos);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Embedded, DeviceSourcesTest, ::testing::ValuesIn(kCudaDeviceSources),
    [](const ::testing::TestParamInfo<CudaDeviceSource> &info) {
      std::string name = info.param.file;
      for (char &c : name)
        if (c == '.')
          c = '_';
      return name;
    });

TEST(DeviceSources, EveryProbeHasItsFile) {
  for (const auto &probe : probes()) {
    bool found = false;
    for (const CudaDeviceSource &file : kCudaDeviceSources)
      found |= probe.getKey() == file.file;
    EXPECT_TRUE(found) << probe.getKey().str() << " is not embedded";
  }
}

} // namespace
