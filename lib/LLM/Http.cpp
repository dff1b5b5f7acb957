//===- Http.cpp - HTTP POST through a dlopen'ed libcurl -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Only curl's headers are used at build time (types and option numbers,
// which are ABI-stable); the library is opened on first use. A response is
// capped in size by aborting the transfer from the write callback.
//
//===----------------------------------------------------------------------===//

#define CURL_DISABLE_TYPECHECK
#include "htam/LLM/Http.h"

#include "llvm/ADT/StringExtras.h"

#include <curl/curl.h>
#include <dlfcn.h>

#include <cstdlib>
#include <mutex>

using namespace mlir::htam::llm;

HttpTransport::~HttpTransport() = default;

namespace {

/// The libcurl entry points htam calls.
struct CurlApi {
  CURLcode (*globalInit)(long) = nullptr;
  CURL *(*easyInit)() = nullptr;
  CURLcode (*easySetopt)(CURL *, CURLoption, ...) = nullptr;
  CURLcode (*easyPerform)(CURL *) = nullptr;
  CURLcode (*easyGetinfo)(CURL *, CURLINFO, ...) = nullptr;
  void (*easyCleanup)(CURL *) = nullptr;
  const char *(*easyStrerror)(CURLcode) = nullptr;
  curl_slist *(*slistAppend)(curl_slist *, const char *) = nullptr;
  void (*slistFreeAll)(curl_slist *) = nullptr;
  std::string library;
};

/// Opens libcurl once per process; later calls return the same result.
llvm::Expected<const CurlApi &> curlApi() {
  static CurlApi api;
  static std::string error;
  static std::once_flag once;
  std::call_once(once, [] {
    std::vector<std::string> names;
    if (const char *env = std::getenv("HTAM_CURL_LIB"); env && *env)
      names.push_back(env);
    names.push_back("libcurl.so.4");
    names.push_back("libcurl-gnutls.so.4");
    void *handle = nullptr;
    std::string tried;
    for (const std::string &name : names) {
      handle = ::dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (handle) {
        api.library = name;
        break;
      }
      tried += (tried.empty() ? "" : ", ") + name;
    }
    if (!handle) {
      error = "cannot load libcurl (tried " + tried +
              "); install libcurl4 (Debian/Ubuntu) or set HTAM_CURL_LIB to "
              "its path";
      return;
    }
    bool ok = true;
    auto sym = [&](auto &fn, const char *name) {
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(
          ::dlsym(handle, name));
      ok &= fn != nullptr;
    };
    sym(api.globalInit, "curl_global_init");
    sym(api.easyInit, "curl_easy_init");
    sym(api.easySetopt, "curl_easy_setopt");
    sym(api.easyPerform, "curl_easy_perform");
    sym(api.easyGetinfo, "curl_easy_getinfo");
    sym(api.easyCleanup, "curl_easy_cleanup");
    sym(api.easyStrerror, "curl_easy_strerror");
    sym(api.slistAppend, "curl_slist_append");
    sym(api.slistFreeAll, "curl_slist_free_all");
    if (!ok) {
      error = api.library + " lacks libcurl's easy interface";
      return;
    }
    if (api.globalInit(CURL_GLOBAL_DEFAULT) != CURLE_OK)
      error = "curl_global_init failed";
  });
  if (!error.empty())
    return llvm::createStringError(error);
  return api;
}

struct Transfer {
  std::string body;
  std::string retryAfter;
  std::string location;
  size_t cap = 0;
  bool tooLarge = false;
};

size_t onData(char *data, size_t size, size_t n, void *user) {
  auto *t = static_cast<Transfer *>(user);
  size_t bytes = size * n;
  if (t->body.size() + bytes > t->cap) {
    t->tooLarge = true;
    return 0; // aborts the transfer with CURLE_WRITE_ERROR
  }
  t->body.append(data, bytes);
  return bytes;
}

size_t onHeader(char *data, size_t size, size_t n, void *user) {
  auto *t = static_cast<Transfer *>(user);
  llvm::StringRef line(data, size * n);
  auto [name, value] = line.split(':');
  if (name.trim().equals_insensitive("retry-after"))
    t->retryAfter = value.trim().str();
  else if (name.trim().equals_insensitive("location"))
    t->location = value.trim().str();
  return size * n;
}

class CurlTransport final : public HttpTransport {
public:
  explicit CurlTransport(const CurlApi &api) : api(api) {}

  std::optional<HttpResponse> post(llvm::StringRef url,
                                   const std::vector<std::string> &headers,
                                   llvm::StringRef body, double timeoutSeconds,
                                   size_t maxResponseBytes,
                                   TransportFailure &failure) override {
    CURL *curl = api.easyInit();
    if (!curl) {
      failure = {TransportFailure::Unavailable, "curl_easy_init failed"};
      return std::nullopt;
    }
    curl_slist *list = nullptr;
    for (const std::string &h : headers)
      list = api.slistAppend(list, h.c_str());
    std::string urlText = url.str();
    Transfer t;
    t.cap = maxResponseBytes;
    long timeoutMs = long(timeoutSeconds * 1000);
    api.easySetopt(curl, CURLOPT_URL, urlText.c_str());
    api.easySetopt(curl, CURLOPT_POST, 1L);
    api.easySetopt(curl, CURLOPT_POSTFIELDS, body.data());
    api.easySetopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.size()));
    api.easySetopt(curl, CURLOPT_HTTPHEADER, list);
    api.easySetopt(curl, CURLOPT_TIMEOUT_MS, timeoutMs);
    api.easySetopt(curl, CURLOPT_CONNECTTIMEOUT_MS,
                   std::min<long>(timeoutMs, 30000));
    // No signals (a timeout must not raise SIGALRM in a multi-threaded
    // process); loopback never goes through a proxy.
    api.easySetopt(curl, CURLOPT_NOSIGNAL, 1L);
    api.easySetopt(curl, CURLOPT_NOPROXY, "localhost,127.0.0.1,::1");
    api.easySetopt(curl, CURLOPT_WRITEFUNCTION, &onData);
    api.easySetopt(curl, CURLOPT_WRITEDATA, &t);
    api.easySetopt(curl, CURLOPT_HEADERFUNCTION, &onHeader);
    api.easySetopt(curl, CURLOPT_HEADERDATA, &t);
    api.easySetopt(curl, CURLOPT_ACCEPT_ENCODING, "");
    CURLcode rc = api.easyPerform(curl);
    std::optional<HttpResponse> result;
    if (t.tooLarge) {
      failure = {TransportFailure::TooLarge,
                 "the response is larger than " +
                     std::to_string(maxResponseBytes >> 10) + " KiB"};
    } else if (rc == CURLE_OPERATION_TIMEDOUT) {
      failure = {TransportFailure::Timeout,
                 std::string(api.easyStrerror(rc)) + " (after " +
                     std::to_string(timeoutMs) + " ms)"};
    } else if (rc != CURLE_OK) {
      failure = {TransportFailure::Network, api.easyStrerror(rc)};
    } else {
      HttpResponse r;
      api.easyGetinfo(curl, CURLINFO_RESPONSE_CODE, &r.status);
      char *type = nullptr;
      api.easyGetinfo(curl, CURLINFO_CONTENT_TYPE, &type);
      if (type)
        r.contentType = type;
      r.body = std::move(t.body);
      r.retryAfter = std::move(t.retryAfter);
      r.location = std::move(t.location);
      result = std::move(r);
    }
    api.slistFreeAll(list);
    api.easyCleanup(curl);
    return result;
  }

private:
  const CurlApi &api;
};

} // namespace

llvm::Expected<std::unique_ptr<HttpTransport>>
mlir::htam::llm::createCurlTransport() {
  llvm::Expected<const CurlApi &> api = curlApi();
  if (!api)
    return api.takeError();
  return std::make_unique<CurlTransport>(*api);
}
