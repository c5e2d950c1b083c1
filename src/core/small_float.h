// The OCP small floats StableHLO names f8E4M3FN, f8E5M2 and f4E2M1FN
// (jnp.float8_e4m3fn, jnp.float8_e5m2, jnp.float4_e2m1fn): widened to double
// exactly and narrowed with round-to-nearest-even, as ml_dtypes does.
// E4M3FN has no infinity: a value beyond its largest finite (448) becomes
// NaN; E5M2 is IEEE-like and overflows to infinity; E2M1FN has neither
// (0, 0.5, 1, 1.5, 2, 3, 4, 6): it saturates at 6, and a NaN becomes -0.
// An f4 value is held one to a byte, in the byte's low four bits, as
// ml_dtypes holds it in a NumPy array.
#pragma once

#include <cstdint>

namespace jaxbench {

double f8e4m3fn_to_double(uint8_t bits);
uint8_t double_to_f8e4m3fn(double value);
double f8e5m2_to_double(uint8_t bits);
uint8_t double_to_f8e5m2(double value);
double f4e2m1fn_to_double(uint8_t bits);
uint8_t double_to_f4e2m1fn(double value);

}  // namespace jaxbench
