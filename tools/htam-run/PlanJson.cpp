//===- PlanJson.cpp - A launch plan as JSON for other runtimes ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "PlanJson.h"

#include "llvm/Support/Base64.h"

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

static llvm::StringRef imageKind(const KernelSource &k) {
  // A plan of library steps only has no image (LaunchPlan.cpp).
  bool anyKernel = llvm::any_of(
      k.launches, [](const KernelLaunch &l) { return !l.isLibraryCall(); });
  if (!anyKernel)
    return "none";
  switch (k.kind) {
  case KernelSource::Kind::Cubin:
    return "cubin";
  case KernelSource::Kind::Ptx:
    return "ptx";
  case KernelSource::Kind::Cuda:
    return "cuda";
  case KernelSource::Kind::LoweredMlir:
    return "mlir";
  }
  return "none";
}

json::Value mlir::htam::launchPlanToJSON(const LaunchPlan &plan,
                                         llvm::StringRef func) {
  json::Array args, launches, scratch, constants;
  for (const ArgSpec &a : plan.args)
    args.push_back(json::Object{{"role", toString(a.role)},
                                {"element_type", "f32"},
                                {"shape", json::Array(a.shape)},
                                {"spec", a.str()}});
  const KernelSource &k = plan.kernel;
  for (const KernelLaunch &l : k.launches)
    launches.push_back(l.str());
  for (int64_t b : k.scratchBytes)
    scratch.push_back(b);
  for (const ConstantBuffer &c : k.constants)
    constants.push_back(json::Object{
        {"name", c.name},
        {"element_type", c.elementType},
        {"shape", json::Array(c.shape)},
        {"bytes", c.numBytes()},
        {"base64", c.data ? llvm::encodeBase64(*c.data) : std::string()}});
  llvm::StringRef kind = imageKind(k);
  return json::Object{
      {"plan_version", kPlanJsonVersion},
      {"func", func},
      {"args", std::move(args)},
      {"image", json::Object{{"kind", kind},
                             {"base64", kind == "none"
                                            ? std::string()
                                            : llvm::encodeBase64(k.text)}}},
      {"launches", std::move(launches)},
      {"scratch_bytes", std::move(scratch)},
      {"constants", std::move(constants)}};
}
