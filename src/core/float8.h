// The two 8-bit float formats of the OCP FP8 spec that StableHLO names
// f8E4M3FN and f8E5M2 (jnp.float8_e4m3fn, jnp.float8_e5m2): widened to
// double exactly and narrowed with round-to-nearest-even, as ml_dtypes does.
// E4M3FN has no infinity: a value beyond its largest finite (448) becomes
// NaN; E5M2 is IEEE-like and overflows to infinity.
#pragma once

#include <cstdint>

namespace jaxbench {

double f8e4m3fn_to_double(uint8_t bits);
uint8_t double_to_f8e4m3fn(double value);
double f8e5m2_to_double(uint8_t bits);
uint8_t double_to_f8e5m2(double value);

}  // namespace jaxbench
