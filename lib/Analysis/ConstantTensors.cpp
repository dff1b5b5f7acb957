//===- ConstantTensors.cpp - Constant tensors as device buffers -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Device bytes of constant tensors; see ConstantTensors.h.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/ConstantTensors.h"

#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::htam;

/// Bytes of one element on the device; 0 for element types htam does not
/// place in buffers.
static int64_t deviceElementBytes(Type element) {
  if (isa<IndexType>(element))
    return 8;
  if (auto complex = dyn_cast<ComplexType>(element)) {
    int64_t part = deviceElementBytes(complex.getElementType());
    return 2 * part;
  }
  if (element.isIntOrFloat())
    return (element.getIntOrFloatBitWidth() + 7) / 8;
  return 0;
}

std::string mlir::htam::elementTypeName(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  type.print(os);
  return s;
}

bool mlir::htam::isBufferConstant(Attribute value) {
  if (isa<DenseResourceElementsAttr>(value))
    return true;
  auto dense = dyn_cast<DenseElementsAttr>(value);
  return dense && !dense.isSplat();
}

FailureOr<std::string> mlir::htam::constantDeviceBytes(ElementsAttr value,
                                                       std::string &why) {
  auto type = dyn_cast<ShapedType>(value.getType());
  if (!type || !type.hasStaticShape()) {
    why = "has no static shape";
    return failure();
  }
  Type element = type.getElementType();
  int64_t width = deviceElementBytes(element);
  std::optional<int64_t> bytes = width;
  for (int64_t size : type.getShape())
    bytes = bytes ? llvm::checkedMul(*bytes, size) : std::nullopt;
  if (width == 0 || !bytes) {
    why = "has elements of type " + elementTypeName(element) +
          ", which htam does not place in device buffers";
    return failure();
  }
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob) {
      why = "is a dense_resource whose blob '" +
            resource.getRawHandle().getKey().str() +
            "' has no data (elided or missing from the file's resources)";
      return failure();
    }
    if (element.isInteger(1)) {
      why = "is an i1 dense_resource, whose bit layout htam does not read "
            "(write the mask as dense<...>)";
      return failure();
    }
    ArrayRef<char> data = blob->getData();
    if (int64_t(data.size()) != *bytes) {
      why = "is a dense_resource of " + std::to_string(data.size()) +
            " bytes, but its type needs " + std::to_string(*bytes);
      return failure();
    }
    return std::string(data.begin(), data.end());
  }
  auto dense = dyn_cast<DenseElementsAttr>(value);
  if (!dense) {
    why = "is neither dense<...> nor dense_resource<...>";
    return failure();
  }
  if (element.isInteger(1)) {
    std::string out;
    out.reserve(*bytes);
    for (bool b : dense.getValues<bool>())
      out.push_back(b ? 1 : 0);
    return out;
  }
  ArrayRef<char> raw = dense.getRawData();
  if (dense.isSplat()) {
    std::string out;
    out.reserve(*bytes);
    for (int64_t i = 0, n = type.getNumElements(); i < n; ++i)
      out.append(raw.begin(), raw.end());
    return out;
  }
  if (int64_t(raw.size()) != *bytes) {
    why = "has a storage layout htam does not read (" +
          std::to_string(raw.size()) + " bytes for " + std::to_string(*bytes) +
          ")";
    return failure();
  }
  return std::string(raw.begin(), raw.end());
}

FailureOr<DenseElementsAttr>
mlir::htam::constantFromDeviceBytes(ShapedType type, StringRef bytes) {
  Type element = type.getElementType();
  int64_t width = deviceElementBytes(element);
  if (width == 0 || !type.hasStaticShape() ||
      int64_t(bytes.size()) != type.getNumElements() * width)
    return failure();
  if (element.isInteger(1)) {
    SmallVector<bool> values;
    for (char c : bytes)
      values.push_back(c != 0);
    return DenseElementsAttr::get(type, values);
  }
  ArrayRef<char> raw(bytes.data(), bytes.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, raw, splat))
    return failure();
  return DenseElementsAttr::getFromRawBuffer(type, raw);
}
