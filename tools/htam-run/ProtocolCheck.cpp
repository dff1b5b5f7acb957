//===- ProtocolCheck.cpp - htam-run --check-protocol ----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The GPU side of the verification protocol (DeviceProtocol) must compute
// what the host side (Protocol.cpp) computes: the inputs the worker generates
// in device memory are the ones the CPU check and the unit tests generate on
// the host. This runs both on the same seeds and sizes and reports every
// difference, bit for bit.
//
//===----------------------------------------------------------------------===//

#include "ProtocolCheck.h"

#include "htam/Runtime/DeviceProtocol.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <limits>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::cuda;

static int toolError(const llvm::Twine &message) {
  llvm::errs() << "htam-run: error: " << message << "\n";
  return 1;
}

static llvm::json::Object compareToJSON(const CompareResult &c) {
  llvm::json::Object o{
      {"status", static_cast<int64_t>(c.status)},
      {"bad", static_cast<int64_t>(c.numBad)},
      {"first_bad_index", c.firstBadIndex},
      {"max_abs_error", llvm::formatv("{0:e9}", c.maxAbsError).str()},
      {"max_rel_error", llvm::formatv("{0:e9}", c.maxRelError).str()}};
  return o;
}

static bool sameBits(float a, float b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

static bool sameResult(const CompareResult &a, const CompareResult &b) {
  return a.status == b.status && a.numBad == b.numBad &&
         a.firstBadIndex == b.firstBadIndex && a.maxAbsError == b.maxAbsError &&
         a.maxRelError == b.maxRelError &&
         sameBits(a.expectedAtFirstBad, b.expectedAtFirstBad) &&
         sameBits(a.actualAtFirstBad, b.actualAtFirstBad);
}

int mlir::htam::runProtocolCheck(const EvaluatorOptions &options,
                                 const std::vector<ArgSpec> &args,
                                 llvm::json::Object &doc) {
  auto driver = CudaDriver::get();
  if (!driver)
    return toolError(llvm::toString(driver.takeError()));
  auto context = CudaContext::create(*driver, options.device);
  if (!context)
    return toolError(llvm::toString(context.takeError()));
  auto device = queryDevice(*driver, options.device);
  if (!device)
    return toolError(llvm::toString(device.takeError()));
  auto protocol =
      DeviceProtocol::create(*driver, options.arch, device->smCount);
  if (!protocol)
    return toolError(llvm::toString(protocol.takeError()));

  llvm::json::Array checks;
  bool agree = true;
  std::vector<float> host, perturbed, fromDevice;
  int64_t trialIndex = -1;
  for (const TrialPlan &trial :
       planTrials(options.numTrials, options.baseSeed, options.distributions)) {
    ++trialIndex;
    for (auto [argIndex, arg] : llvm::enumerate(args)) {
      if (!arg.isBuffer())
        continue;
      uint64_t n = static_cast<uint64_t>(arg.numElements());
      uint64_t seed = argumentSeed(trial.seed, argIndex);
      CUdeviceptr a = 0, b = 0;
      if (auto err = driver->check(driver->cuMemAlloc(&a, n * 4), "cuMemAlloc"))
        return toolError(llvm::toString(std::move(err)));
      if (auto err =
              driver->check(driver->cuMemAlloc(&b, n * 4), "cuMemAlloc")) {
        driver->cuMemFree(a);
        return toolError(llvm::toString(std::move(err)));
      }
      auto release = [&] {
        driver->cuMemFree(a);
        driver->cuMemFree(b);
      };

      // Generation: device and host, bit for bit.
      host.assign(n, 0.0f);
      generateInput(host, trial.distribution, seed, arg.init);
      fromDevice.assign(n, 0.0f);
      llvm::Error err =
          (*protocol)->generate(a, n, trial.distribution, seed, arg.init);
      if (!err)
        err = driver->check(driver->cuMemcpyDtoH(fromDevice.data(), a, n * 4),
                            "cuMemcpyDtoH");
      if (err) {
        release();
        return toolError(llvm::toString(std::move(err)));
      }
      uint64_t differing = 0;
      int64_t firstDiffering = -1;
      for (uint64_t i = 0; i < n; ++i)
        if (!sameBits(host[i], fromDevice[i])) {
          if (firstDiffering < 0)
            firstDiffering = static_cast<int64_t>(i);
          ++differing;
        }

      // Checksums and the generator comparison.
      uint64_t hostSum = checksum(host);
      auto deviceSum = (*protocol)->checksum(a, n);
      auto generatorDiff = (*protocol)->firstDifference(
          a, 0, n, trial.distribution, seed, arg.init);

      // Comparison: the input against a perturbed copy (every 7th element
      // scaled by 1 + 2^-10, the one in the middle NaN, and the last +Inf),
      // on both sides.
      perturbed = host;
      for (uint64_t i = 0; i < n; i += 7)
        perturbed[i] = perturbed[i] * (1.0f + 0x1.0p-10f);
      if (n > 2)
        perturbed[n / 2] = std::numeric_limits<float>::quiet_NaN();
      if (n > 1)
        perturbed[n - 1] = std::numeric_limits<float>::infinity();
      auto deviceCompare = [&](const std::vector<float> &actual)
          -> llvm::Expected<CompareResult> {
        if (auto err = driver->check(
                driver->cuMemcpyHtoD(b, actual.data(), n * 4), "cuMemcpyHtoD"))
          return std::move(err);
        return (*protocol)->compare(a, b, n, options.tolerance);
      };
      CompareResult hostCmp =
          compareOutputs(host, perturbed, options.tolerance);
      llvm::Expected<CompareResult> deviceCmp = deviceCompare(perturbed);
      // Without the parity failures: the tolerance part alone.
      CompareResult hostTol, deviceTol;
      bool tolOk = true;
      if (n > 2 && deviceCmp) {
        perturbed[n / 2] = host[n / 2];
        perturbed[n - 1] = host[n - 1];
        hostTol = compareOutputs(host, perturbed, options.tolerance);
        llvm::Expected<CompareResult> d = deviceCompare(perturbed);
        if (!d) {
          release();
          return toolError(llvm::toString(d.takeError()));
        }
        deviceTol = *d;
        tolOk = sameResult(hostTol, deviceTol);
      }
      release();
      if (!deviceSum || !generatorDiff || !deviceCmp) {
        llvm::Error e = !deviceSum       ? deviceSum.takeError()
                        : !generatorDiff ? generatorDiff.takeError()
                                         : deviceCmp.takeError();
        return toolError(llvm::toString(std::move(e)));
      }
      bool cmpOk = sameResult(hostCmp, *deviceCmp) && tolOk;
      bool ok = differing == 0 && hostSum == *deviceSum &&
                *generatorDiff == -1 && cmpOk;
      agree &= ok;
      llvm::json::Object check{
          {"trial", trialIndex},
          {"seed", llvm::formatv("{0:x-16}", seed).str()},
          {"distribution", toString(trial.distribution)},
          {"arg", static_cast<int64_t>(argIndex)},
          {"elements", static_cast<int64_t>(n)},
          {"differing_elements", static_cast<int64_t>(differing)},
          {"first_differing_index", firstDiffering},
          {"checksum_host", llvm::formatv("{0:x-16}", hostSum).str()},
          {"checksum_device", llvm::formatv("{0:x-16}", *deviceSum).str()},
          {"generator_first_difference", *generatorDiff},
          {"compare_host", compareToJSON(hostCmp)},
          {"compare_device", compareToJSON(*deviceCmp)},
          {"compare_agree", cmpOk},
          {"agree", ok}};
      if (n > 2) {
        check["tolerance_host"] = compareToJSON(hostTol);
        check["tolerance_device"] = compareToJSON(deviceTol);
      }
      checks.push_back(std::move(check));
    }
  }
  doc["mode"] = "protocol-check";
  doc["device"] = toJSON(*device);
  doc["atol"] = options.tolerance.atol;
  doc["rtol"] = options.tolerance.rtol;
  doc["checks"] = std::move(checks);
  doc["agree"] = agree;
  return agree ? 0 : 2;
}
