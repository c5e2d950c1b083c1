// Optional values in and out of JSON, one way for every layer: a missing
// key, a JSON null or a value of another type reads as nullopt, and nullopt
// writes as null. (Several layers had their own copies of these; one
// definition also lets a layer's files share a translation unit.)
#pragma once

#include <nlohmann/json.hpp>
#include <optional>

namespace jaxbench {

// null for nullopt, the value otherwise.
template <typename T>
nlohmann::json or_null(const std::optional<T>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json();
}

// document[key] as T; nullopt when `document` is not an object, lacks the
// key or holds null there. A value of the wrong type throws, as get<T>() does.
template <typename T>
std::optional<T> optional_from(const nlohmann::json& document, const char* key) {
  if (!document.is_object() || !document.contains(key) || document.at(key).is_null()) return std::nullopt;
  return document.at(key).get<T>();
}

// The number at a JSON pointer ("/timing/speedup"); nullopt when the path is
// missing or holds anything but a number.
inline std::optional<double> number_at(const nlohmann::json& document, const nlohmann::json::json_pointer& path) {
  if (!document.is_object() || !document.contains(path)) return std::nullopt;
  const nlohmann::json& value = document.at(path);
  if (!value.is_number()) return std::nullopt;
  return value.get<double>();
}

inline std::optional<double> number_at(const nlohmann::json& document, const char* pointer) {
  return number_at(document, nlohmann::json::json_pointer(pointer));
}

}  // namespace jaxbench
