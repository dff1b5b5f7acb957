//===- Http.h - HTTP POST over libcurl, opened with dlopen ------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one HTTP operation the LLM client needs: a JSON POST with a time limit
// and a cap on the response size. libcurl is opened at run time (like
// libcuda in lib/Runtime), so htam links no network stack and the static GPU
// bundle carries none; without libcurl.so.4 only the llm proposer is
// unavailable, with one clear error.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LLM_HTTP_H
#define HTAM_LLM_HTTP_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace llm {

/// What came back from one POST.
struct HttpResponse {
  long status = 0;
  std::string contentType;
  std::string body;
  /// The Retry-After header as sent (empty when absent).
  std::string retryAfter;
  /// The Location header of a redirect (redirects are not followed: the
  /// key would travel to wherever it points).
  std::string location;
};

/// Why a POST produced no response.
struct TransportFailure {
  enum Kind {
    /// Connection refused/reset, truncated transfer: worth a retry.
    Network,
    /// The time limit passed: worth a retry.
    Timeout,
    /// The response exceeded the size cap: a retry would repeat it.
    TooLarge,
    /// libcurl is missing or broken: nothing to retry.
    Unavailable,
  };
  Kind kind = Network;
  std::string message;
};

/// A POST of `body` to `url` with `headers` ("Name: value").
class HttpTransport {
public:
  virtual ~HttpTransport();
  /// Returns the response, or fills `failure`.
  virtual std::optional<HttpResponse>
  post(llvm::StringRef url, const std::vector<std::string> &headers,
       llvm::StringRef body, double timeoutSeconds, size_t maxResponseBytes,
       TransportFailure &failure) = 0;
};

/// libcurl through dlopen: $HTAM_CURL_LIB, else libcurl.so.4, else
/// libcurl-gnutls.so.4. Fails with one message when none loads.
llvm::Expected<std::unique_ptr<HttpTransport>> createCurlTransport();

} // namespace llm
} // namespace htam
} // namespace mlir

#endif // HTAM_LLM_HTTP_H
