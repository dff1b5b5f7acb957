//===- CudaDriverTest.cpp - Tests of the no-GPU error path ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Without a driver, CudaDriver::get() fails with one message naming the
// library, every time. HTAM_CUDA_DRIVER points it at a library that does not
// exist, so the test also runs on GPU machines. This is the only test that
// opens the driver in this process.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/CudaDriver.h"

#include "gtest/gtest.h"

#include <cstdlib>

using namespace mlir::htam;

namespace {

TEST(CudaDriverTest, MissingDriverIsOneClearError) {
  ::setenv("HTAM_CUDA_DRIVER", "/nonexistent/libcuda.so.1", 1);
  EXPECT_EQ(CudaDriver::libraryName(), "/nonexistent/libcuda.so.1");
  auto driver = CudaDriver::get();
  ASSERT_FALSE(static_cast<bool>(driver));
  std::string message = llvm::toString(driver.takeError());
  EXPECT_NE(message.find("no CUDA driver"), std::string::npos) << message;
  EXPECT_NE(message.find("/nonexistent/libcuda.so.1"), std::string::npos)
      << message;
  // The same error again, without retrying.
  auto again = CudaDriver::get();
  ASSERT_FALSE(static_cast<bool>(again));
  EXPECT_EQ(llvm::toString(again.takeError()), message);
  ::unsetenv("HTAM_CUDA_DRIVER");
  EXPECT_EQ(CudaDriver::libraryName(), "libcuda.so.1");
}

} // namespace
