#include "core/float8.h"

#include <array>
#include <cmath>
#include <limits>

namespace jaxbench {

namespace {

// A sign bit, `exponent_bits` of exponent with bias 2^(e-1) - 1, the rest
// mantissa. finite_only: the all-ones exponent is an ordinary binade and
// only all-ones exponent and mantissa is NaN (E4M3FN); else the all-ones
// exponent holds infinity (mantissa 0) and NaNs (E5M2).
struct MiniFloat {
  int exponent_bits;
  bool finite_only;

  int mantissa_bits() const { return 7 - exponent_bits; }
  int bias() const { return (1 << (exponent_bits - 1)) - 1; }
  uint8_t nan_code() const { return 0x7F; }
  // The largest finite positive code; the code after it is NaN or infinity.
  uint8_t max_finite_code() const { return finite_only ? 0x7E : static_cast<uint8_t>(0x7C - 1); }
  uint8_t overflow_code() const { return finite_only ? nan_code() : 0x7C; }

  double decode(uint8_t bits) const {
    int exponent = (bits >> mantissa_bits()) & ((1 << exponent_bits) - 1);
    int mantissa = bits & ((1 << mantissa_bits()) - 1);
    bool all_ones = exponent == (1 << exponent_bits) - 1;
    double sign = bits & 0x80 ? -1.0 : 1.0;
    if (finite_only && all_ones && mantissa == (1 << mantissa_bits()) - 1) {
      return std::numeric_limits<double>::quiet_NaN();
    }
    if (!finite_only && all_ones) return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * INFINITY;
    double fraction = static_cast<double>(mantissa) / (1 << mantissa_bits());
    if (exponent == 0) return sign * std::ldexp(fraction, 1 - bias());  // subnormal
    return sign * std::ldexp(1.0 + fraction, exponent - bias());
  }

  // Positive codes grow with their value, so the nearest code is found by
  // bisection; a tie goes to the even code (an even mantissa).
  uint8_t encode(double value) const {
    if (std::isnan(value)) return nan_code();
    uint8_t sign = std::signbit(value) ? 0x80 : 0x00;
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

constexpr MiniFloat kE4M3FN{4, true};
constexpr MiniFloat kE5M2{5, false};

// Widening runs per element over whole arrays: one table per format.
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

}  // namespace jaxbench
