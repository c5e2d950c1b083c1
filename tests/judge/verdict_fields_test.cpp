// The verdict's field table is the one place its top-level keys are named:
// verdict_json writes exactly its rows, and docs/verdict.md's key table is
// the table's own Markdown. No plugin.
#include "judge/verdict_fields.h"

#include <gtest/gtest.h>

#include <cstdlib>
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

const std::string kDoc = std::string(JAXBENCH_SOURCE_ROOT) + "/docs/verdict.md";

std::string read_doc() {
  std::ifstream in(kDoc);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Where the table sits in docs/verdict.md: [begin, end) between the markers.
std::pair<size_t, size_t> table_span(const std::string& doc) {
  size_t begin = doc.find(kBegin), end = doc.find(kEnd);
  if (begin == std::string::npos || end == std::string::npos || end < begin) return {0, 0};
  return {begin + std::string(kBegin).size(), end};
}

// JAXBENCH_WRITE_DOCS=1 writes the table into docs/verdict.md instead of
// comparing (after a new field: run this test once with it).
TEST(VerdictFields, DocsVerdictMdShowsTheTable) {
  std::string doc = read_doc();
  auto [begin, end] = table_span(doc);
  ASSERT_LT(begin, end) << kDoc << " has no " << kBegin << " ... " << kEnd << " markers";
  if (const char* write = std::getenv("JAXBENCH_WRITE_DOCS"); write && std::string(write) == "1") {
    std::ofstream(kDoc) << doc.substr(0, begin) << verdict_fields_markdown() << doc.substr(end);
    return;
  }
  EXPECT_EQ(doc.substr(begin, end - begin), verdict_fields_markdown())
      << "docs/verdict.md's key table differs from judge/verdict_fields.cpp; write it with: "
         "JAXBENCH_WRITE_DOCS=1 build/tests/unit_tests --gtest_filter=VerdictFields.DocsVerdictMdShowsTheTable";
}

}  // namespace
}  // namespace jaxbench::judge
