#include "core/small_float.h"

#include <array>
#include <cmath>
#include <limits>

namespace jaxbench {

namespace {

// What a format's all-ones exponent holds.
enum class Specials {
  kNanOnly,    // an ordinary binade; only all-ones exponent and mantissa is NaN (E4M3FN)
  kInfAndNan,  // infinity (mantissa 0) and NaNs, as IEEE (E5M2)
  kNone,       // an ordinary binade; no NaN, no infinity: saturates (E2M1FN)
};

// A sign bit, `exponent_bits` of exponent with bias 2^(e-1) - 1, the rest
// of `total_bits` mantissa.
struct MiniFloat {
  int total_bits;
  int exponent_bits;
  Specials specials;

  int mantissa_bits() const { return total_bits - 1 - exponent_bits; }
  int bias() const { return (1 << (exponent_bits - 1)) - 1; }
  uint8_t sign_bit() const { return static_cast<uint8_t>(1u << (total_bits - 1)); }
  uint8_t magnitude_mask() const { return static_cast<uint8_t>(sign_bit() - 1); }
  uint8_t infinity_code() const { return static_cast<uint8_t>(((1 << exponent_bits) - 1) << mantissa_bits()); }
  // ml_dtypes narrows a NaN to -0 where the format has no NaN.
  uint8_t nan_code() const { return specials == Specials::kNone ? sign_bit() : magnitude_mask(); }
  // The largest finite positive code; the code after it is NaN or infinity.
  uint8_t max_finite_code() const {
    switch (specials) {
      case Specials::kNanOnly:
        return static_cast<uint8_t>(magnitude_mask() - 1);
      case Specials::kInfAndNan:
        return static_cast<uint8_t>(infinity_code() - 1);
      case Specials::kNone:
        break;
    }
    return magnitude_mask();
  }
  uint8_t overflow_code() const {
    switch (specials) {
      case Specials::kNanOnly:
        return nan_code();
      case Specials::kInfAndNan:
        return infinity_code();
      case Specials::kNone:
        break;
    }
    return max_finite_code();
  }

  double decode(uint8_t bits) const {
    int exponent = (bits >> mantissa_bits()) & ((1 << exponent_bits) - 1);
    int mantissa = bits & ((1 << mantissa_bits()) - 1);
    bool all_ones = exponent == (1 << exponent_bits) - 1;
    double sign = bits >= sign_bit() ? -1.0 : 1.0;  // an f4 byte with any high bit set reads negative, as in ml_dtypes
    if (specials == Specials::kNanOnly && all_ones && mantissa == (1 << mantissa_bits()) - 1) {
      return std::numeric_limits<double>::quiet_NaN();
    }
    if (specials == Specials::kInfAndNan && all_ones) {
      return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * INFINITY;
    }
    double fraction = static_cast<double>(mantissa) / (1 << mantissa_bits());
    if (exponent == 0) return sign * std::ldexp(fraction, 1 - bias());  // subnormal
    return sign * std::ldexp(1.0 + fraction, exponent - bias());
  }

  // Positive codes grow with their value, so the nearest code is found by
  // bisection; a tie goes to the even code (an even mantissa).
  uint8_t encode(double value) const {
    if (std::isnan(value)) return nan_code();
    uint8_t sign = std::signbit(value) ? sign_bit() : 0;
    double magnitude = std::fabs(value);
    uint8_t top = max_finite_code();
    if (magnitude >= decode(top)) {
      double half_ulp = (decode(top) - decode(top - 1)) / 2;
      bool overflows = magnitude > decode(top) + half_ulp || (magnitude == decode(top) + half_ulp && (top & 1));
      return sign | (overflows ? overflow_code() : top);
    }
    uint8_t low = 0, high = top;  // decode(low) <= magnitude < decode(high)
    while (high - low > 1) {
      uint8_t middle = static_cast<uint8_t>((low + high) / 2);
      (decode(middle) <= magnitude ? low : high) = middle;
    }
    double below = magnitude - decode(low), above = decode(high) - magnitude;
    uint8_t nearest = below < above ? low : above < below ? high : (low & 1 ? high : low);
    return sign | nearest;
  }
};

constexpr MiniFloat kE4M3FN{8, 4, Specials::kNanOnly};
constexpr MiniFloat kE5M2{8, 5, Specials::kInfAndNan};
constexpr MiniFloat kE2M1FN{4, 2, Specials::kNone};

// Widening runs per element over whole arrays: one table per format, over
// every byte.
std::array<double, 256> table(const MiniFloat& format) {
  std::array<double, 256> values{};
  for (int bits = 0; bits < 256; ++bits) values[bits] = format.decode(static_cast<uint8_t>(bits));
  return values;
}

}  // namespace

double f8e4m3fn_to_double(uint8_t bits) {
  static const std::array<double, 256> values = table(kE4M3FN);
  return values[bits];
}

uint8_t double_to_f8e4m3fn(double value) { return kE4M3FN.encode(value); }

double f8e5m2_to_double(uint8_t bits) {
  static const std::array<double, 256> values = table(kE5M2);
  return values[bits];
}

uint8_t double_to_f8e5m2(double value) { return kE5M2.encode(value); }

double f4e2m1fn_to_double(uint8_t bits) {
  static const std::array<double, 256> values = table(kE2M1FN);
  return values[bits];
}

uint8_t double_to_f4e2m1fn(double value) { return kE2M1FN.encode(value); }

}  // namespace jaxbench
