//===- KernelDatabase.cpp - Verified best kernels by workload key ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The entry format (JSON) and the directory store. Atomic writes and the
// lock are the memory store's (htam/Memory/Store.h).
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/KernelDatabase.h"
#include "htam/Memory/Store.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <unistd.h>

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

/// Entries above this size are neither written nor read (a lowered module
/// with large constants holds them as text).
static constexpr uint64_t kMaxEntryBytes = uint64_t(64) << 20;

llvm::StringRef KernelDbEntry::formName() const {
  return form == Form::Cuda ? "cuda" : "mlir";
}

llvm::StringRef mlir::htam::toString(KernelDatabase::Outcome outcome) {
  switch (outcome) {
  case KernelDatabase::Outcome::Added:
    return "added";
  case KernelDatabase::Outcome::Replaced:
    return "replaced";
  case KernelDatabase::Outcome::KeptFaster:
    return "kept_faster";
  }
  return "added";
}

/// A real for JSON: NaN (unknown) as null.
static json::Value real(double v) {
  if (!std::isfinite(v))
    return nullptr;
  return v;
}

json::Value mlir::htam::toJSON(const KernelDbEntry &e) {
  json::Array launches, scratch, constants;
  for (const KernelLaunch &l : e.launches)
    launches.push_back(l.str());
  for (int64_t b : e.scratchBytes)
    scratch.push_back(b);
  for (const KernelDbConstant &c : e.constants)
    constants.push_back(json::Object{
        {"name", c.name},
        {"element_type", c.elementType},
        {"shape", json::Array(c.shape)},
        {"hash", llvm::formatv("{0:x16}", c.hash).str()},
        {"bytes", c.bytes}});
  return json::Object{
      {"schema_version", KernelDbEntry::kSchemaVersion},
      {"key", e.key},
      {"key_parts", json::Object{{"structure", e.structure},
                                 {"func", e.func},
                                 {"signature", e.signature},
                                 {"gpu", e.gpu},
                                 {"arch", e.arch},
                                 {"version", e.version}}},
      {"kernel", json::Object{{"form", e.formName()},
                              {"card", e.card},
                              {"candidate", e.candidate},
                              {"template", e.templateId},
                              {"params", e.params},
                              {"proposer", e.proposer},
                              {"step", int64_t(e.step)},
                              {"origin", e.origin},
                              {"uses_vendor_library", e.usesVendorLibrary},
                              {"accept_by_accuracy_only",
                               e.acceptByAccuracyOnly},
                              {"launches", std::move(launches)},
                              {"scratch_bytes", std::move(scratch)},
                              {"constants", std::move(constants)},
                              {"source", e.source},
                              {"image", e.image}}},
      {"time_us", real(e.timeUs)},
      {"reference_us", real(e.referenceUs)},
      {"verification", json::Object{{"accept", e.accept},
                                    {"trials", int64_t(e.trials)},
                                    {"atol", e.atol},
                                    {"rtol", e.rtol},
                                    {"seed", int64_t(e.seed)},
                                    {"accuracy_ratio", real(e.accuracyRatio)}}},
      {"date", e.date}};
}

namespace {

/// Reads the fields of one JSON object, remembering the first problem.
class FieldReader {
public:
  FieldReader(const json::Object *object, std::string where, std::string &error)
      : object(object), where(std::move(where)), error(error) {}

  bool ok() const { return error.empty(); }

  void string(llvm::StringRef name, std::string &out) {
    const json::Value *v = get(name);
    if (!v)
      return;
    if (std::optional<llvm::StringRef> s = v->getAsString())
      out = s->str();
    else
      fail(name, "a string");
  }
  void boolean(llvm::StringRef name, bool &out) {
    const json::Value *v = get(name);
    if (!v)
      return;
    if (std::optional<bool> b = v->getAsBoolean())
      out = *b;
    else
      fail(name, "true or false");
  }
  void integer(llvm::StringRef name, int64_t &out) {
    const json::Value *v = get(name);
    if (!v)
      return;
    if (std::optional<int64_t> i = v->getAsInteger())
      out = *i;
    else
      fail(name, "an integer");
  }
  template <typename T> void count(llvm::StringRef name, T &out) {
    int64_t v = 0;
    integer(name, v);
    if (ok() && (v < 0 || uint64_t(v) > uint64_t(~T(0))))
      fail(name, "a non-negative integer");
    out = T(v);
  }
  /// A real, or null for an unknown (NaN) value.
  void real(llvm::StringRef name, double &out) {
    const json::Value *v = get(name);
    if (!v)
      return;
    if (v->kind() == json::Value::Null)
      out = NAN;
    else if (std::optional<double> d = v->getAsNumber())
      out = *d;
    else
      fail(name, "a number or null");
  }
  const json::Array *array(llvm::StringRef name) {
    const json::Value *v = get(name);
    if (!v)
      return nullptr;
    if (const json::Array *a = v->getAsArray())
      return a;
    fail(name, "an array");
    return nullptr;
  }
  const json::Object *object_(llvm::StringRef name) {
    const json::Value *v = get(name);
    if (!v)
      return nullptr;
    if (const json::Object *o = v->getAsObject())
      return o;
    fail(name, "an object");
    return nullptr;
  }
  void fail(llvm::StringRef name, const llvm::Twine &what) {
    if (error.empty())
      error = (where + name + ": expected " + what).str();
  }

private:
  const json::Value *get(llvm::StringRef name) {
    if (!ok())
      return nullptr;
    const json::Value *v = object ? object->get(name) : nullptr;
    if (!v)
      error = (where + name + ": missing").str();
    return v;
  }
  const json::Object *object;
  std::string where;
  std::string &error;
};

} // namespace

llvm::Expected<KernelDbEntry> mlir::htam::parseKernelDbEntry(llvm::StringRef text) {
  llvm::Expected<json::Value> parsed = json::parse(text);
  if (!parsed)
    return llvm::createStringError("not JSON: " +
                                   llvm::toString(parsed.takeError()));
  std::string error;
  KernelDbEntry e;
  FieldReader top(parsed->getAsObject(), "", error);
  if (!parsed->getAsObject())
    return llvm::createStringError("not a JSON object");
  int64_t schema = 0;
  top.integer("schema_version", schema);
  if (top.ok() && schema != KernelDbEntry::kSchemaVersion)
    return llvm::createStringError(
        llvm::formatv("schema_version {0}, but this htam reads {1}", schema,
                      KernelDbEntry::kSchemaVersion));
  top.string("key", e.key);
  const json::Object *parts = top.object_("key_parts");
  const json::Object *kernel = top.object_("kernel");
  top.real("time_us", e.timeUs);
  top.real("reference_us", e.referenceUs);
  const json::Object *verification = top.object_("verification");
  top.string("date", e.date);

  FieldReader p(parts, "key_parts.", error);
  p.string("structure", e.structure);
  p.string("func", e.func);
  p.string("signature", e.signature);
  p.string("gpu", e.gpu);
  p.string("arch", e.arch);
  p.string("version", e.version);

  FieldReader k(kernel, "kernel.", error);
  std::string form;
  k.string("form", form);
  if (k.ok() && form != "cuda" && form != "mlir")
    k.fail("form", "\"cuda\" or \"mlir\"");
  e.form = form == "mlir" ? KernelDbEntry::Form::Mlir : KernelDbEntry::Form::Cuda;
  k.string("card", e.card);
  k.string("candidate", e.candidate);
  k.string("template", e.templateId);
  k.string("params", e.params);
  k.string("proposer", e.proposer);
  k.count("step", e.step);
  k.string("origin", e.origin);
  k.boolean("uses_vendor_library", e.usesVendorLibrary);
  k.boolean("accept_by_accuracy_only", e.acceptByAccuracyOnly);
  k.string("source", e.source);
  k.string("image", e.image);
  if (const json::Array *launches = k.array("launches")) {
    for (const json::Value &l : *launches) {
      std::optional<llvm::StringRef> s = l.getAsString();
      if (!s) {
        k.fail("launches", "strings");
        break;
      }
      llvm::Expected<KernelLaunch> launch = parseKernelLaunch(*s, "");
      if (!launch) {
        k.fail("launches", "launches (" + llvm::toString(launch.takeError()) +
                               ")");
        break;
      }
      e.launches.push_back(std::move(*launch));
    }
  }
  if (const json::Array *scratch = k.array("scratch_bytes")) {
    for (const json::Value &b : *scratch) {
      std::optional<int64_t> i = b.getAsInteger();
      if (!i || *i < 0) {
        k.fail("scratch_bytes", "non-negative integers");
        break;
      }
      e.scratchBytes.push_back(*i);
    }
  }
  if (const json::Array *constants = k.array("constants")) {
    for (auto [i, c] : llvm::enumerate(*constants)) {
      FieldReader r(c.getAsObject(),
                    llvm::formatv("kernel.constants[{0}].", i).str(), error);
      if (!c.getAsObject()) {
        k.fail("constants", "objects");
        break;
      }
      KernelDbConstant kc;
      r.string("name", kc.name);
      r.string("element_type", kc.elementType);
      std::string hash;
      r.string("hash", hash);
      r.integer("bytes", kc.bytes);
      if (const json::Array *shape = r.array("shape"))
        for (const json::Value &d : *shape) {
          std::optional<int64_t> v = d.getAsInteger();
          if (!v || *v < 0) {
            r.fail("shape", "non-negative integers");
            break;
          }
          kc.shape.push_back(*v);
        }
      llvm::StringRef h(hash);
      if (r.ok() && (!h.consume_front("0x") || h.getAsInteger(16, kc.hash)))
        r.fail("hash", "0x and 16 hex digits");
      if (!r.ok())
        break;
      e.constants.push_back(std::move(kc));
    }
  }

  FieldReader v(verification, "verification.", error);
  v.string("accept", e.accept);
  v.count("trials", e.trials);
  v.real("atol", e.atol);
  v.real("rtol", e.rtol);
  int64_t seed = 0;
  v.integer("seed", seed);
  e.seed = uint64_t(seed);
  v.real("accuracy_ratio", e.accuracyRatio);
  if (!error.empty())
    return llvm::createStringError(error);
  if (!std::isfinite(e.timeUs) || e.timeUs <= 0)
    return llvm::createStringError("time_us: expected a positive time");
  if (e.key.empty() || e.gpu.empty() || e.arch.empty())
    return llvm::createStringError("key, key_parts.gpu and key_parts.arch "
                                   "must not be empty");
  if (e.form == KernelDbEntry::Form::Cuda && e.launches.empty())
    return llvm::createStringError("kernel.launches: a cuda kernel has at "
                                   "least one launch");
  if (e.form == KernelDbEntry::Form::Mlir && e.source.empty())
    return llvm::createStringError("kernel.source: an mlir kernel holds its "
                                   "lowered module");
  return e;
}

std::string mlir::htam::kernelDbNow() {
  std::time_t now = std::time(nullptr);
  std::tm utc;
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

std::optional<int64_t> mlir::htam::parseKernelDbDate(llvm::StringRef date) {
  std::tm utc = {};
  std::string text = date.str();
  const char *end = strptime(text.c_str(), "%Y-%m-%dT%H:%M:%SZ", &utc);
  if (!end || *end)
    return std::nullopt;
  return int64_t(timegm(&utc));
}

llvm::Error KernelDatabase::prepare() const {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return llvm::createStringError(ec, "cannot create the kernel database '" +
                                           dir + "': " + ec.message());
  if (!llvm::sys::fs::is_directory(dir))
    return llvm::createStringError("the kernel database '" + dir +
                                   "' is not a directory");
  return llvm::Error::success();
}

std::string KernelDatabase::entryPath(llvm::StringRef key) const {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, key + ".json");
  return std::string(path);
}

/// Reads the entry file `path`; an error names the file.
static llvm::Expected<KernelDbEntry> readEntryFile(llvm::StringRef path) {
  auto fail = [&](const llvm::Twine &why) {
    return llvm::createStringError("'" + path + "': " + why);
  };
  llvm::sys::fs::file_status status;
  if (std::error_code ec = llvm::sys::fs::status(path, status))
    return fail(ec.message());
  if (status.type() != llvm::sys::fs::file_type::regular_file)
    return fail("not a regular file");
  if (status.getSize() > kMaxEntryBytes)
    return fail(llvm::formatv("{0} bytes, over the {1} MiB limit of an entry",
                              status.getSize(), kMaxEntryBytes >> 20));
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer)
    return fail(buffer.getError().message());
  llvm::Expected<KernelDbEntry> entry =
      parseKernelDbEntry((*buffer)->getBuffer());
  if (!entry)
    return fail(llvm::toString(entry.takeError()));
  if (llvm::sys::path::stem(path) != entry->key)
    return fail("holds the entry of key " + entry->key);
  return entry;
}

llvm::Expected<std::optional<KernelDbEntry>>
KernelDatabase::read(llvm::StringRef key) const {
  std::string path = entryPath(key);
  if (!llvm::sys::fs::exists(path))
    return std::nullopt;
  llvm::Expected<KernelDbEntry> entry = readEntryFile(path);
  if (!entry)
    return entry.takeError();
  return std::optional<KernelDbEntry>(std::move(*entry));
}

/// The lock of the whole database: entries are written rarely (once per
/// searched task), and one lock keeps a single sidecar file.
static llvm::Expected<memory::FileLock> lockDatabase(llvm::StringRef dir) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, ".htam-kernel-db");
  return memory::FileLock::acquire(path);
}

/// Whether two entries are the same recording.
static bool sameRecording(const KernelDbEntry &a, const KernelDbEntry &b) {
  return a.key == b.key && a.candidate == b.candidate && a.date == b.date &&
         a.timeUs == b.timeUs;
}

llvm::Expected<KernelDatabase::Outcome>
KernelDatabase::record(const KernelDbEntry &entry,
                       const KernelDbEntry *supersede,
                       std::string &warning) const {
  std::string text = llvm::formatv("{0:2}", toJSON(entry)).str() + "\n";
  if (text.size() > kMaxEntryBytes)
    return llvm::createStringError(
        llvm::formatv("the entry of {0} has {1} bytes, over the {2} MiB "
                      "limit of an entry; not recorded",
                      entry.key, text.size(), kMaxEntryBytes >> 20));
  if (llvm::Error err = prepare())
    return std::move(err);
  llvm::Expected<memory::FileLock> lock = lockDatabase(dir);
  if (!lock)
    return lock.takeError();
  std::string path = entryPath(entry.key);
  Outcome outcome = Outcome::Added;
  if (llvm::sys::fs::exists(path)) {
    outcome = Outcome::Replaced;
    llvm::Expected<KernelDbEntry> old = readEntryFile(path);
    if (!old)
      warning = "replacing an entry that does not read: " +
                llvm::toString(old.takeError());
    else if (!(supersede && sameRecording(*old, *supersede)) &&
             old->timeUs <= entry.timeUs)
      return Outcome::KeptFaster;
  }
  if (llvm::Error err = memory::writeFileAtomic(path, text))
    return std::move(err);
  return outcome;
}

std::vector<KernelDatabase::File> KernelDatabase::list() const {
  std::vector<File> files;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    // Temporaries of writers (`<key>.json.tmp.<pid>.<n>`) end otherwise.
    if (!name.ends_with(".json") || name.starts_with("."))
      continue;
    File f;
    f.path = it->path();
    llvm::Expected<KernelDbEntry> entry = readEntryFile(f.path);
    if (entry)
      f.entry = std::move(*entry);
    else
      f.error = llvm::toString(entry.takeError());
    files.push_back(std::move(f));
  }
  llvm::sort(files,
             [](const File &a, const File &b) { return a.path < b.path; });
  return files;
}

llvm::Error KernelDatabase::remove(const std::vector<std::string> &paths) const {
  llvm::Expected<memory::FileLock> lock = lockDatabase(dir);
  if (!lock)
    return lock.takeError();
  for (const std::string &path : paths)
    if (::unlink(path.c_str()) != 0 && errno != ENOENT)
      return llvm::createStringError("cannot remove '" + path +
                                     "': " + std::strerror(errno));
  return llvm::Error::success();
}
