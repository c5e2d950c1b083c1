// The verdict's field table is the one place its top-level keys are named:
// verdict_json writes exactly its rows, and docs/verdict.md's key table is
// the table's own Markdown. No plugin.
#include "judge/verdict_fields.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "judge/verdict_json.h"
#include "report/verdict_fixture.h"

namespace jaxbench::judge {
namespace {

constexpr const char* kBegin = "<!-- verdict_fields: begin -->\n";
constexpr const char* kEnd = "<!-- verdict_fields: end -->";

std::set<std::string> table_keys() {
  std::set<std::string> keys;
  for (const VerdictField& field : verdict_fields()) keys.insert(std::string(field.key));
  return keys;
}

std::set<std::string> written_keys(const Verdict& verdict) {
  std::set<std::string> keys;
  nlohmann::json document = verdict_json(verdict);
  for (auto it = document.begin(); it != document.end(); ++it) keys.insert(it.key());
  return keys;
}

TEST(VerdictFields, EveryKeyIsNamedOnce) {
  EXPECT_EQ(table_keys().size(), verdict_fields().size());
  for (const VerdictField& field : verdict_fields()) {
    EXPECT_FALSE(field.type.empty()) << field.key;
    EXPECT_FALSE(field.meaning.empty()) << field.key;
  }
}

TEST(VerdictFields, TheJsonHasExactlyTheTablesKeysLessTheAbsentOnes) {
  Verdict timed = report::verdict_fixtures::timed_verdict();
  EXPECT_EQ(written_keys(timed), [] {
    std::set<std::string> keys = table_keys();
    keys.erase("error");  // only for a failure other than incorrect
    return keys;
  }());
  Verdict failed = report::verdict_fixtures::incorrect_verdict();
  failed.status = kCompileError;
  EXPECT_EQ(written_keys(failed), table_keys());
  EXPECT_EQ(verdict_json(failed)["error"], failed.message);
}

// The section of docs/verdict.md between the markers.
std::string documented_table() {
  std::ifstream in(std::string(JAXBENCH_SOURCE_ROOT) + "/docs/verdict.md");
  std::stringstream text;
  text << in.rdbuf();
  std::string doc = text.str();
  size_t begin = doc.find(kBegin), end = doc.find(kEnd);
  if (begin == std::string::npos || end == std::string::npos || end < begin) return "(no markers)";
  begin += std::string(kBegin).size();
  return doc.substr(begin, end - begin);
}

TEST(VerdictFields, DocsVerdictMdShowsTheTable) {
  EXPECT_EQ(documented_table(), verdict_fields_markdown())
      << "docs/verdict.md's key table differs from judge/verdict_fields.cpp: put this between its markers:\n"
      << verdict_fields_markdown();
}

}  // namespace
}  // namespace jaxbench::judge
