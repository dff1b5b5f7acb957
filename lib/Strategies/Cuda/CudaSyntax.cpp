//===- CudaSyntax.cpp - CUDA spelling of values and scalar ops ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// String utilities, CUDA types and literals, and `Writer::scalarOp`: the
// arith/math ops of a payload spelled as CUDA expressions.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

std::string join(ArrayRef<std::string> items, StringRef sep) {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i)
      s += sep.str();
    s += items[i];
  }
  return s;
}

/// Wraps `s` in parentheses unless it is an identifier or a number.
std::string paren(StringRef s) {
  bool simple = !s.empty();
  for (char c : s)
    if (!(isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'))
      simple = false;
  return simple ? s.str() : "(" + s.str() + ")";
}

int64_t numel(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

std::string floatLiteral(double v, bool f32) {
  if (std::isnan(v))
    return f32 ? "__int_as_float(0x7fc00000)"
               : "__longlong_as_double(0x7ff8000000000000LL)";
  if (std::isinf(v))
    return std::string(v < 0 ? "(-" : "(") +
           (f32 ? "__int_as_float(0x7f800000))"
                : "__longlong_as_double(0x7ff0000000000000LL))");
  char buf[64];
  std::snprintf(buf, sizeof(buf), f32 ? "%.9g" : "%.17g", v);
  std::string s = buf;
  if (s.find_first_of(".e") == std::string::npos)
    s += ".0";
  if (f32)
    s += "f";
  return s;
}

FailureOr<std::string> cudaType(Type t) {
  if (t.isF32())
    return std::string("float");
  if (t.isF64())
    return std::string("double");
  if (t.isInteger(1))
    return std::string("bool");
  if (t.isInteger(32))
    return std::string("int");
  if (t.isInteger(64) || t.isIndex())
    return std::string("long long");
  if (t.isInteger(16))
    return std::string("short");
  if (t.isInteger(8))
    return std::string("signed char");
  return failure();
}

/// The unsigned C type of the same width as the integer C type `t` (bool
/// stays bool).
static std::string unsignedType(StringRef t) {
  if (t == "bool")
    return "bool";
  if (t == "signed char")
    return "unsigned char";
  return "unsigned " + t.str();
}

/// A key for an index vector over a shape.
std::string shapeKey(ArrayRef<std::string> idx, ArrayRef<int64_t> shape) {
  std::string k = join(idx, ",") + "|";
  for (int64_t d : shape)
    k += std::to_string(d) + "x";
  return k;
}

/// The memoization key of the value `v` at index `idx`.
std::string memoKey(Value v, ArrayRef<std::string> idx) {
  return std::to_string(reinterpret_cast<uintptr_t>(v.getAsOpaquePointer())) +
         "@" + join(idx, ",");
}

FailureOr<std::string> Writer::scalarOp(Operation *op,
                                        ArrayRef<std::string> a) {
  if (op->getNumResults() != 1)
    return plan.fail("unsupported op '" + op->getName().getStringRef() +
                     "' in a payload");
  Type t = op->getResult(0).getType();
  bool f64 = t.isF64();
  bool fm = plan.opts.fastMath && !f64;
  auto fn = [&](StringRef base) { return f64 ? base.str() : base.str() + "f"; };
  auto call = [&](const std::string &f) {
    return f + "(" + join(a, ", ") + ")";
  };
  auto bin = [&](StringRef o) {
    return "(" + a[0] + " " + o.str() + " " + a[1] + ")";
  };
  FailureOr<std::string> ty = cudaType(t);
  std::optional<std::string> r =
      llvm::TypeSwitch<Operation *, std::optional<std::string>>(op)
          .Case([&](arith::ConstantOp c) -> std::optional<std::string> {
            Attribute attr = c.getValue();
            if (auto f = dyn_cast<FloatAttr>(attr))
              return floatLiteral(f.getValueAsDouble(), f.getType().isF32());
            if (auto i = dyn_cast<IntegerAttr>(attr)) {
              if (i.getType().isInteger(1))
                return std::string(i.getValue().getBoolValue() ? "true"
                                                               : "false");
              std::string lit = std::to_string(i.getValue().getSExtValue()) + "LL";
              // A narrower constant keeps its type, so that max/min and the
              // arithmetic it meets resolve to the i32 (or i16, i8) overload.
              auto it = dyn_cast<IntegerType>(i.getType());
              if (it && it.getWidth() < 64 && succeeded(ty))
                return "((" + *ty + ")" + lit + ")";
              return lit;
            }
            return std::nullopt;
          })
          .Case([&](arith::AddFOp) { return bin("+"); })
          .Case([&](arith::SubFOp) { return bin("-"); })
          .Case([&](arith::MulFOp) { return bin("*"); })
          .Case([&](arith::DivFOp) {
            return fm ? "__fdividef(" + a[0] + ", " + a[1] + ")" : bin("/");
          })
          .Case([&](arith::RemFOp) { return call(fn("fmod")); })
          .Case([&](arith::NegFOp) { return "(-" + a[0] + ")"; })
          .Case([&](arith::MaximumFOp) { return call("htam_maximumf"); })
          .Case([&](arith::MinimumFOp) { return call("htam_minimumf"); })
          .Case([&](arith::MaxNumFOp) { return call(fn("fmax")); })
          .Case([&](arith::MinNumFOp) { return call(fn("fmin")); })
          .Case([&](arith::AddIOp) { return bin("+"); })
          .Case([&](arith::SubIOp) { return bin("-"); })
          .Case([&](arith::MulIOp) { return bin("*"); })
          .Case([&](arith::DivSIOp) { return bin("/"); })
          .Case<arith::DivUIOp, arith::RemUIOp>(
              [&](Operation *) -> std::optional<std::string> {
                // At the operands' own width: through unsigned long long an
                // i32 operand is sign-extended first, and -8 / 7 is not
                // 0xFFFFFFF8 / 7.
                if (failed(ty))
                  return std::nullopt;
                std::string u = "(" + unsignedType(*ty) + ")";
                return "(" + *ty + ")(" + u + paren(a[0]) +
                       (isa<arith::DivUIOp>(op) ? " / " : " % ") + u +
                       paren(a[1]) + ")";
              })
          .Case([&](arith::FloorDivSIOp) {
            return "htam_floordiv(" + a[0] + ", " + a[1] + ")";
          })
          .Case([&](arith::CeilDivSIOp) {
            return "htam_ceildiv(" + a[0] + ", " + a[1] + ")";
          })
          .Case([&](arith::MaxUIOp) {
            return "((unsigned long long)" + paren(a[0]) +
                   " > (unsigned long long)" + paren(a[1]) + " ? " + a[0] +
                   " : " + a[1] + ")";
          })
          .Case([&](arith::MinUIOp) {
            return "((unsigned long long)" + paren(a[0]) +
                   " < (unsigned long long)" + paren(a[1]) + " ? " + a[0] +
                   " : " + a[1] + ")";
          })
          .Case([&](arith::RemSIOp) { return bin("%"); })
          .Case([&](arith::AndIOp) { return bin("&"); })
          .Case([&](arith::OrIOp) { return bin("|"); })
          .Case([&](arith::XOrIOp) { return bin("^"); })
          .Case([&](arith::ShLIOp) { return bin("<<"); })
          .Case([&](arith::ShRSIOp) { return bin(">>"); })
          .Case([&](arith::ShRUIOp) -> std::optional<std::string> {
            // A logical shift at the operand's own width.
            if (failed(ty) || t.isInteger(1))
              return std::nullopt;
            return "(" + *ty + ")((" + unsignedType(*ty) + ")" + paren(a[0]) +
                   " >> " + paren(a[1]) + ")";
          })
          .Case([&](arith::MaxSIOp) { return call("max"); })
          .Case([&](arith::MinSIOp) { return call("min"); })
          .Case([&](arith::SelectOp) {
            return "(" + a[0] + " ? " + a[1] + " : " + a[2] + ")";
          })
          .Case([&](arith::CmpFOp c) -> std::optional<std::string> {
            const std::string &x = a[0], &y = a[1];
            switch (c.getPredicate()) {
            case arith::CmpFPredicate::AlwaysFalse:
              return std::string("false");
            case arith::CmpFPredicate::AlwaysTrue:
              return std::string("true");
            case arith::CmpFPredicate::OEQ:
              return "(" + x + " == " + y + ")";
            case arith::CmpFPredicate::OGT:
              return "(" + x + " > " + y + ")";
            case arith::CmpFPredicate::OGE:
              return "(" + x + " >= " + y + ")";
            case arith::CmpFPredicate::OLT:
              return "(" + x + " < " + y + ")";
            case arith::CmpFPredicate::OLE:
              return "(" + x + " <= " + y + ")";
            case arith::CmpFPredicate::ONE:
              return "(" + x + " < " + y + " || " + x + " > " + y + ")";
            case arith::CmpFPredicate::ORD:
              return "(" + x + " == " + x + " && " + y + " == " + y + ")";
            case arith::CmpFPredicate::UEQ:
              return "!(" + x + " < " + y + " || " + x + " > " + y + ")";
            case arith::CmpFPredicate::UGT:
              return "!(" + x + " <= " + y + ")";
            case arith::CmpFPredicate::UGE:
              return "!(" + x + " < " + y + ")";
            case arith::CmpFPredicate::ULT:
              return "!(" + x + " >= " + y + ")";
            case arith::CmpFPredicate::ULE:
              return "!(" + x + " > " + y + ")";
            case arith::CmpFPredicate::UNE:
              return "(" + x + " != " + y + ")";
            case arith::CmpFPredicate::UNO:
              return "(" + x + " != " + x + " || " + y + " != " + y + ")";
            }
            return std::nullopt;
          })
          .Case([&](arith::CmpIOp c) -> std::optional<std::string> {
            std::string x = a[0], y = a[1];
            // Sign extension to 64 bits keeps the unsigned order of two
            // values of one narrower width (negatives stay above the
            // non-negatives, in order), so one unsigned type serves all
            // widths here and in maxui/minui.
            std::string ux = "(unsigned long long)" + paren(x),
                        uy = "(unsigned long long)" + paren(y);
            switch (c.getPredicate()) {
            case arith::CmpIPredicate::eq:
              return "(" + x + " == " + y + ")";
            case arith::CmpIPredicate::ne:
              return "(" + x + " != " + y + ")";
            case arith::CmpIPredicate::slt:
              return "(" + x + " < " + y + ")";
            case arith::CmpIPredicate::sle:
              return "(" + x + " <= " + y + ")";
            case arith::CmpIPredicate::sgt:
              return "(" + x + " > " + y + ")";
            case arith::CmpIPredicate::sge:
              return "(" + x + " >= " + y + ")";
            case arith::CmpIPredicate::ult:
              return "(" + ux + " < " + uy + ")";
            case arith::CmpIPredicate::ule:
              return "(" + ux + " <= " + uy + ")";
            case arith::CmpIPredicate::ugt:
              return "(" + ux + " > " + uy + ")";
            case arith::CmpIPredicate::uge:
              return "(" + ux + " >= " + uy + ")";
            }
            return std::nullopt;
          })
          .Case<arith::SIToFPOp, arith::ExtFOp, arith::TruncFOp,
                arith::FPToSIOp, arith::IndexCastOp, arith::ExtSIOp,
                arith::TruncIOp>(
              [&](Operation *) -> std::optional<std::string> {
                if (failed(ty))
                  return std::nullopt;
                return "((" + *ty + ")" + paren(a[0]) + ")";
              })
          .Case([&](arith::ExtUIOp) -> std::optional<std::string> {
            FailureOr<std::string> from =
                cudaType(op->getOperand(0).getType());
            if (failed(ty) || failed(from))
              return std::nullopt;
            if (op->getOperand(0).getType().isInteger(1))
              return "((" + *ty + ")(" + a[0] + " ? 1 : 0))";
            // Zero-extended from the operand's own width.
            return "((" + *ty + ")(" + unsignedType(*from) + ")" +
                   paren(a[0]) + ")";
          })
          .Case([&](arith::UIToFPOp) -> std::optional<std::string> {
            // The operand read unsigned at its own width (an i32 -8 is
            // 4294967288, not 2^64 - 8).
            FailureOr<std::string> from =
                cudaType(op->getOperand(0).getType());
            if (failed(ty) || failed(from))
              return std::nullopt;
            return "((" + *ty + ")(" + unsignedType(*from) + ")" +
                   paren(a[0]) + ")";
          })
          .Case([&](math::ExpOp) { return call(fm ? "__expf" : fn("exp")); })
          .Case([&](math::Exp2Op) { return call(fn("exp2")); })
          .Case([&](math::ExpM1Op) { return call(fn("expm1")); })
          .Case([&](math::LogOp) { return call(fm ? "__logf" : fn("log")); })
          .Case([&](math::Log2Op) { return call(fn("log2")); })
          .Case([&](math::Log10Op) { return call(fn("log10")); })
          .Case([&](math::Log1pOp) { return call(fn("log1p")); })
          .Case([&](math::SqrtOp) { return call(fn("sqrt")); })
          .Case([&](math::RsqrtOp) {
            return fm ? call("rsqrtf")
                      : "(" + std::string(f64 ? "1.0" : "1.0f") + " / " +
                            fn("sqrt") + "(" + a[0] + "))";
          })
          .Case([&](math::CbrtOp) { return call(fn("cbrt")); })
          .Case([&](math::TanhOp) { return call(fn("tanh")); })
          .Case([&](math::SinOp) { return call(fm ? "__sinf" : fn("sin")); })
          .Case([&](math::CosOp) { return call(fm ? "__cosf" : fn("cos")); })
          .Case([&](math::TanOp) { return call(fn("tan")); })
          .Case([&](math::AsinOp) { return call(fn("asin")); })
          .Case([&](math::AcosOp) { return call(fn("acos")); })
          .Case([&](math::AtanOp) { return call(fn("atan")); })
          .Case([&](math::Atan2Op) { return call(fn("atan2")); })
          .Case([&](math::SinhOp) { return call(fn("sinh")); })
          .Case([&](math::CoshOp) { return call(fn("cosh")); })
          .Case([&](math::AsinhOp) { return call(fn("asinh")); })
          .Case([&](math::AcoshOp) { return call(fn("acosh")); })
          .Case([&](math::AtanhOp) { return call(fn("atanh")); })
          .Case([&](math::ErfOp) { return call(fn("erf")); })
          .Case([&](math::ErfcOp) { return call(fn("erfc")); })
          .Case([&](math::AbsFOp) { return call(fn("fabs")); })
          .Case([&](math::AbsIOp) { return call("abs"); })
          .Case([&](math::PowFOp) { return call(fm ? "__powf" : fn("pow")); })
          .Case([&](math::FPowIOp) {
            return fn("pow") + "(" + a[0] + ", (" + (f64 ? "double" : "float") +
                   ")" + paren(a[1]) + ")";
          })
          .Case([&](math::FmaOp) { return call(fn("fma")); })
          .Case([&](math::CeilOp) { return call(fn("ceil")); })
          .Case([&](math::FloorOp) { return call(fn("floor")); })
          .Case([&](math::RoundOp) { return call(fn("round")); })
          .Case([&](math::RoundEvenOp) { return call(fn("rint")); })
          .Case([&](math::TruncOp) { return call(fn("trunc")); })
          .Case([&](math::CopySignOp) { return call(fn("copysign")); })
          .Default([](Operation *) { return std::nullopt; });
  if (!r)
    return plan.fail("unsupported op '" + op->getName().getStringRef() +
                     "' in a payload");
  return *r;
}

} // namespace cuda_emitter
