// Case-insensitive name matching for platform/'s tables: users type V5E or
// v5e, plugins report "TPU v6 lite" or "tpu v6 lite".
#pragma once

#include <algorithm>
#include <cctype>
#include <string>

namespace jaxbench::platform {

inline bool same_letter(char a, char b) {
  return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
}

inline bool equals_ignoring_case(const std::string& a, const std::string& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), same_letter);
}

inline bool contains_ignoring_case(const std::string& text, const std::string& fragment) {
  return std::search(text.begin(), text.end(), fragment.begin(), fragment.end(), same_letter) != text.end();
}

}  // namespace jaxbench::platform
