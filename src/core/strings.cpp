#include "core/strings.h"

#include <cstdint>
#include <cstdio>
#include <utility>

namespace jaxbench {

std::string trim(const std::string& text) {
  size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string::npos) return "";
  return text.substr(start, text.find_last_not_of(" \t\r\n") - start + 1);
}

std::string to_lower(std::string text) {
  for (char& c : text) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return text;
}

std::string format_bytes(int64_t bytes) {
  char text[64];
  double value = static_cast<double>(bytes);
  if (bytes >= (int64_t{1} << 30)) {
    std::snprintf(text, sizeof(text), "%.2f GiB", value / (1 << 30));
  } else if (bytes >= (1 << 20)) {
    std::snprintf(text, sizeof(text), "%.2f MiB", value / (1 << 20));
  } else if (bytes >= (1 << 10)) {
    std::snprintf(text, sizeof(text), "%.2f KiB", value / (1 << 10));
  } else {
    std::snprintf(text, sizeof(text), "%lld B", static_cast<long long>(bytes));
  }
  return text;
}

std::optional<uint64_t> parse_bytes(const std::string& text) {
  size_t i = 0;
  uint64_t value = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    if (value > (UINT64_MAX - 9) / 10) return std::nullopt;
    value = value * 10 + static_cast<uint64_t>(text[i] - '0');
  }
  if (i == 0 || value == 0) return std::nullopt;
  std::string unit = to_lower(text.substr(i));
  int shift = -1;
  for (const auto& [spelling, bits] : {std::pair<const char*, int>{"", 0},
                                       {"b", 0},
                                       {"k", 10},
                                       {"kb", 10},
                                       {"kib", 10},
                                       {"m", 20},
                                       {"mb", 20},
                                       {"mib", 20},
                                       {"g", 30},
                                       {"gb", 30},
                                       {"gib", 30},
                                       {"t", 40},
                                       {"tb", 40},
                                       {"tib", 40}}) {
    if (unit == spelling) shift = bits;
  }
  if (shift < 0 || (shift > 0 && value > (UINT64_MAX >> shift))) return std::nullopt;
  return value << shift;
}

std::string format_bytes_short(uint64_t bytes) {
  char text[32];
  if (bytes >= (uint64_t{1} << 30)) {
    std::snprintf(text, sizeof(text), "%g GiB", static_cast<double>(bytes) / (uint64_t{1} << 30));
  } else {
    std::snprintf(text, sizeof(text), "%g MiB", static_cast<double>(bytes) / (uint64_t{1} << 20));
  }
  return text;
}

std::string format_seconds(double seconds) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", seconds);
  return text;
}

std::string format_duration(double seconds) {
  char text[32];
  if (seconds < 1e-3) {
    std::snprintf(text, sizeof(text), "%.2f us", seconds * 1e6);
  } else if (seconds < 1) {
    std::snprintf(text, sizeof(text), "%.3f ms", seconds * 1e3);
  } else {
    std::snprintf(text, sizeof(text), "%.3f s", seconds);
  }
  return text;
}

}  // namespace jaxbench
