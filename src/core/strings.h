// Text helpers shared by the layers: case folding and the human-readable
// sizes and times in jaxbench's messages. (Prefix and suffix tests are
// std::string's own starts_with / ends_with, C++20.)
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace jaxbench {

// `text` without the spaces, tabs and line ends around it.
std::string trim(const std::string& text);

// ASCII lower case ("TPU v6e" → "tpu v6e"); other bytes unchanged.
std::string to_lower(std::string text);

// A size measured in bytes, binary units with two decimals: 512 → "512 B",
// 1536 → "1.50 KiB", 33546042880 → "31.24 GiB".
std::string format_bytes(int64_t bytes);

// A size someone chose (a memory or file limit), shortest form, in GiB from
// 1 GiB and in MiB below: 4 << 30 → "4 GiB", 512 << 20 → "512 MiB",
// 3 << 29 → "1.5 GiB".
std::string format_bytes_short(uint64_t bytes);

// A size as someone writes it: digits with an optional K, M, G or T suffix
// (binary: 4G = 4 << 30; "KiB"/"GB" spellings and lower case too), e.g. for
// --memory-limit. nullopt for anything else, for 0 and for an overflow.
std::optional<uint64_t> parse_bytes(const std::string& text);

// Seconds as a bare number, shortest form ("%g"): 600 → "600", 2.5 → "2.5";
// the caller writes the unit.
std::string format_seconds(double seconds);

// A measured or estimated time with its unit: 9.8e-4 → "980.00 us",
// 0.0123 → "12.300 ms", 4.5 → "4.500 s".
std::string format_duration(double seconds);

}  // namespace jaxbench
