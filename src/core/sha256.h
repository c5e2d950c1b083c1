// SHA-256 (FIPS 180-4), used to check that exported artifacts are the ones
// their manifest names before the judge trusts them.
#pragma once

#include <string>

namespace jaxbench {

// Lowercase hex digest of `data`.
std::string sha256_hex(const std::string& data);

}  // namespace jaxbench
