//===- TemplateParams.cpp - Template parameters and kernels ---------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// TemplateParams (a template's name=value parameters) and the hand-over of a
// generated kernel to the runtime (GeneratedKernel::toKernelSource).
//
//===----------------------------------------------------------------------===//

#include "htam/Strategies/Strategies.h"

using namespace mlir;
using namespace mlir::htam;

void TemplateParams::set(llvm::StringRef name, llvm::StringRef value) {
  vals[name.str()] = value.str();
}

bool TemplateParams::has(llvm::StringRef name) const {
  return vals.count(name.str());
}

int64_t TemplateParams::getInt(llvm::StringRef name, int64_t def) const {
  auto it = vals.find(name.str());
  int64_t v;
  if (it == vals.end() || llvm::StringRef(it->second).getAsInteger(10, v))
    return def;
  return v;
}

std::string TemplateParams::getString(llvm::StringRef name,
                                      llvm::StringRef def) const {
  auto it = vals.find(name.str());
  return it == vals.end() ? def.str() : it->second;
}

std::string TemplateParams::str() const {
  std::string s;
  for (const auto &[k, v] : vals) {
    if (!s.empty())
      s += ",";
    s += k + "=" + v;
  }
  return s;
}

bool TemplateParams::parseItem(llvm::StringRef item) {
  auto [k, v] = item.split('=');
  k = k.trim();
  v = v.trim();
  if (k.empty() || v.empty() || !item.contains('='))
    return false;
  set(k, v);
  return true;
}

KernelSource GeneratedKernel::toKernelSource(llvm::StringRef label) const {
  KernelSource s;
  s.kind = KernelSource::Kind::Cuda;
  s.label = label.str();
  s.text = source;
  s.launches = launches;
  s.scratchBytes = scratchBytes;
  s.constants = constants;
  s.compileOptions = compileOptions;
  s.acceptByAccuracyOnly = acceptByAccuracyOnly;
  return s;
}
