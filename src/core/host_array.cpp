#include "core/host_array.h"

#include <cmath>
#include <cstring>
#include <stdexcept>

#include "core/small_float.h"

namespace jaxbench {

int64_t element_count(const Shape& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::string shape_string(const Shape& shape) {
  if (shape.empty()) return "scalar";
  std::string out;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) out += 'x';
    out += std::to_string(shape[i]);
  }
  return out;
}

HostArray::HostArray(DType dtype_in, Shape shape_in)
    : dtype(dtype_in),
      shape(std::move(shape_in)),
      bytes(static_cast<size_t>(element_count(shape)) * byte_width(dtype), 0) {}

std::string HostArray::describe() const {
  return std::string(name(dtype)) + "[" + (shape.empty() ? "" : shape_string(shape)) + "]";
}

double bf16_to_double(uint16_t bits) {
  uint32_t wide = static_cast<uint32_t>(bits) << 16;
  float f;
  std::memcpy(&f, &wide, sizeof(f));
  return f;
}

uint16_t double_to_bf16(double value) {
  float f = static_cast<float>(value);
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  if (std::isnan(f)) return static_cast<uint16_t>((bits >> 16) | 0x40);  // keep it a quiet NaN
  uint32_t rounding = 0x7FFF + ((bits >> 16) & 1);                       // round to nearest, ties to even
  return static_cast<uint16_t>((bits + rounding) >> 16);
}

double f16_to_double(uint16_t bits) {
  int sign = (bits >> 15) & 1;
  int exponent = (bits >> 10) & 0x1F;
  int mantissa = bits & 0x3FF;
  double magnitude;
  if (exponent == 0) {
    magnitude = std::ldexp(mantissa, -24);
  } else if (exponent == 31) {
    magnitude = mantissa ? std::nan("") : INFINITY;
  } else {
    magnitude = std::ldexp(mantissa + 1024, exponent - 25);
  }
  return sign ? -magnitude : magnitude;
}

uint16_t double_to_f16(double value) {
  uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  double a = std::fabs(value);
  if (std::isnan(value)) return 0x7E00;
  if (a >= 65520.0) return sign | 0x7C00;  // rounds to infinity
  if (a < std::ldexp(1.0, -14)) {          // subnormal: units of 2^-24
    return sign | static_cast<uint16_t>(std::nearbyint(a * std::ldexp(1.0, 24)));
  }
  int exponent;
  double fraction = std::frexp(a, &exponent);         // a = fraction * 2^exponent, fraction in [0.5, 1)
  double scaled = std::nearbyint(fraction * 2048.0);  // 11 significant bits
  if (scaled >= 2048.0) {
    scaled /= 2.0;
    exponent += 1;
  }
  uint16_t biased = static_cast<uint16_t>(exponent - 1 + 15);
  return sign | static_cast<uint16_t>(biased << 10) | (static_cast<uint16_t>(scaled) & 0x3FF);
}

double HostArray::get(int64_t i) const {
  switch (dtype) {
    case DType::kPred:
      return data<uint8_t>()[i] ? 1.0 : 0.0;
    case DType::kS8:
      return data<int8_t>()[i];
    case DType::kS16:
      return data<int16_t>()[i];
    case DType::kS32:
      return data<int32_t>()[i];
    case DType::kS64:
      return static_cast<double>(data<int64_t>()[i]);
    case DType::kU8:
      return data<uint8_t>()[i];
    case DType::kU16:
      return data<uint16_t>()[i];
    case DType::kU32:
      return data<uint32_t>()[i];
    case DType::kU64:
      return static_cast<double>(data<uint64_t>()[i]);
    case DType::kF16:
      return f16_to_double(data<uint16_t>()[i]);
    case DType::kBF16:
      return bf16_to_double(data<uint16_t>()[i]);
    case DType::kF32:
      return data<float>()[i];
    case DType::kF64:
      return data<double>()[i];
    case DType::kF8E4M3FN:
      return f8e4m3fn_to_double(data<uint8_t>()[i]);
    case DType::kF8E5M2:
      return f8e5m2_to_double(data<uint8_t>()[i]);
    case DType::kF4E2M1FN:
      return f4e2m1fn_to_double(data<uint8_t>()[i]);
  }
  throw std::logic_error("unhandled dtype");
}

void HostArray::set(int64_t i, double value) {
  switch (dtype) {
    case DType::kPred:
      data<uint8_t>()[i] = value != 0.0;
      return;
    case DType::kS8:
      data<int8_t>()[i] = static_cast<int8_t>(value);
      return;
    case DType::kS16:
      data<int16_t>()[i] = static_cast<int16_t>(value);
      return;
    case DType::kS32:
      data<int32_t>()[i] = static_cast<int32_t>(value);
      return;
    case DType::kS64:
      data<int64_t>()[i] = static_cast<int64_t>(value);
      return;
    case DType::kU8:
      data<uint8_t>()[i] = static_cast<uint8_t>(value);
      return;
    case DType::kU16:
      data<uint16_t>()[i] = static_cast<uint16_t>(value);
      return;
    case DType::kU32:
      data<uint32_t>()[i] = static_cast<uint32_t>(value);
      return;
    case DType::kU64:
      data<uint64_t>()[i] = static_cast<uint64_t>(value);
      return;
    case DType::kF16:
      data<uint16_t>()[i] = double_to_f16(value);
      return;
    case DType::kBF16:
      data<uint16_t>()[i] = double_to_bf16(value);
      return;
    case DType::kF32:
      data<float>()[i] = static_cast<float>(value);
      return;
    case DType::kF64:
      data<double>()[i] = value;
      return;
    case DType::kF8E4M3FN:
      data<uint8_t>()[i] = double_to_f8e4m3fn(value);
      return;
    case DType::kF8E5M2:
      data<uint8_t>()[i] = double_to_f8e5m2(value);
      return;
    case DType::kF4E2M1FN:
      data<uint8_t>()[i] = double_to_f4e2m1fn(value);
      return;
  }
  throw std::logic_error("unhandled dtype");
}

}  // namespace jaxbench
