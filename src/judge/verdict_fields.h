// The verdict's field table: one row per top-level key of its JSON, with
// the key's type and meaning as docs/verdict.md shows them and the writer
// that makes its value. verdict_json() and docs/verdict.md's key table both
// come from it (tests/judge/verdict_fields_test.cpp holds the doc equal), so
// a new field is its member in judge/verdict.h, one row here, and the stage
// that fills it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "judge/verdict.h"

namespace jaxbench::judge {

struct VerdictField {
  std::string_view key;
  std::string_view type;     // as a reader sees it: "string", "object or null", …
  bool jaxbench;             // JAXBench's evaluate --json has the key, with the same meaning
  std::string_view meaning;  // one line of Markdown for docs/verdict.md
  // The key's value; a discarded value (json::value_t::discarded) leaves
  // the key out of this verdict.
  nlohmann::json (*write)(const Verdict&);
};

// In the order docs/verdict.md lists them.
const std::vector<VerdictField>& verdict_fields();

// docs/verdict.md's table of top-level keys, one row per field.
std::string verdict_fields_markdown();

}  // namespace jaxbench::judge
