// PJRT_NamedValue, the plugin's key-value pairs (plugin and topology
// attributes), read as text.
#pragma once

#include <string>

#include "runtime/pjrt_abi.h"

namespace jaxbench::runtime {

// The value as text: a string as is, numbers in decimal, a bool as
// "true"/"false", an int64 list joined with '.' ([1, 8, 3] → "1.8.3": the
// lists plugins report are versions, e.g. stablehlo_current_version), and
// "?" for a type this ABI does not know.
std::string named_value_text(const PJRT_NamedValue& value);

}  // namespace jaxbench::runtime
