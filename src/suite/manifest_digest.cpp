#include "suite/manifest_digest.h"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/sha256.h"

namespace jaxbench::suite {
namespace {

// Every float becomes its "%.17g" string: correctly rounded in both glibc's
// printf and Python's %-format, where shortest forms (Grisu2 against Gay's
// dtoa) may disagree on rare values.
void canonical_numbers(nlohmann::json& value) {
  if (value.is_number_float()) {
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", value.get<double>());
    value = std::string(text);
  } else if (value.is_structured()) {
    for (auto& child : value) canonical_numbers(child);
  }
}

}  // namespace

std::string portable_manifest_digest(const std::string& manifest_text, const std::string& path) {
  nlohmann::json doc = nlohmann::json::parse(manifest_text, nullptr, false);
  if (doc.is_discarded()) {
    throw Error(path + " is not JSON: delete its folder to re-export it");
  }
  if (doc.contains("artifacts") && doc["artifacts"].is_object()) {
    for (auto& entry : doc["artifacts"]) {
      if (entry.is_object() && entry.value("kind", "") == "fixture") entry.erase("sha256");
    }
  }
  canonical_numbers(doc);
  return sha256_hex(doc.dump());
}

}  // namespace jaxbench::suite
