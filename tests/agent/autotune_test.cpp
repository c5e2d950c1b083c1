#include "agent/autotune.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "core/error.h"
#include "core/temp_dir.h"

namespace jaxbench::agent {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* kTemplate =
    "\"\"\"A template.\"\"\"\n"
    "import jax\n"
    "TUNABLES = {\n"
    "    \"block_rows\": [8, 16, 1_024],  # rows per program\n"
    "    \"scale\": [0.5, 1e-5, -2],\n"
    "    \"fused\": [True, False, None],\n"
    "    \"mode\": (\"a\", \"b\",),\n"
    "}\n"
    "def workload(x):\n"
    "    return x\n";

// The message read_tunables throws for `source`, or "" when it throws none.
std::string error_for(const std::string& source) {
  try {
    read_tunables(source, "t.py");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(ReadTunables, ReadsAxesInTheirOrderWithPythonSpellings) {
  auto axes = read_tunables(kTemplate, "t.py");
  ASSERT_EQ(axes.size(), 4u);
  EXPECT_EQ(axes[0].name, "block_rows");
  EXPECT_EQ(axes[1].name, "scale");
  EXPECT_EQ(axes[2].name, "fused");
  EXPECT_EQ(axes[3].name, "mode");
  EXPECT_EQ(axes[0].values, (std::vector<json>{8, 16, 1024}));
  EXPECT_EQ(axes[1].values, (std::vector<json>{0.5, 1e-5, -2}));
  EXPECT_EQ(axes[2].values, (std::vector<json>{true, false, nullptr}));
  EXPECT_EQ(axes[3].values, (std::vector<json>{"a", "b"}));
}

TEST(ReadTunables, EachBadFormSaysWhatIsWrongAndNamesTheTemplate) {
  struct Case {
    std::string source, says;
  };
  std::vector<Case> cases = {
      {"def workload(x):\n    return x\n", "declares no TUNABLES"},
      {"TUNABLES = dict(a=[1])\n", "is not a dict literal"},
      {"TUNABLES = {\"a\": [1], \"b\": []}\n", "TUNABLES[\"b\"] is an empty list"},
      {"TUNABLES = {\"a\": 4}\n", "TUNABLES[\"a\"] is not a list"},
      {"TUNABLES = {\"a\": [1, 2, 1]}\n", "lists 1 twice"},
      {"TUNABLES = {\"a\": [[1, 2]]}\n", "holds a list or dict"},
      {"TUNABLES = {'a': [1]}\n", "single-quoted"},
      {"TUNABLES = {\"a\": [BLOCK]}\n", "names `BLOCK`"},
      {"TUNABLES = {\"a\": [1]\n", "never closed"},
      {"TUNABLES = {}\n", "TUNABLES is empty"},
      {"TUNABLES = {\"a\": [1 2]}\n", "not a literal dict"},
  };
  for (const auto& c : cases) {
    std::string message = error_for(c.source);
    EXPECT_NE(message.find("template t.py"), std::string::npos) << c.source << " -> " << message;
    EXPECT_NE(message.find(c.says), std::string::npos) << c.source << " -> " << message;
  }
}

TEST(ReadTunables, IgnoresOtherNamesAndIndentedAssignments) {
  auto axes = read_tunables("MY_TUNABLES = 3\ndef f():\n    TUNABLES = 5\nTUNABLES = {\"b\": [2]}\n", "t.py");
  ASSERT_EQ(axes.size(), 1u);
  EXPECT_EQ(axes[0].name, "b");
}

TEST(SpaceSize, IsTheProductAndSaturates) {
  EXPECT_EQ(space_size(read_tunables(kTemplate, "t.py")), 3u * 3u * 3u * 2u);
  std::vector<TunableAxis> huge(70, TunableAxis{"x", {1, 2, 3}});
  EXPECT_EQ(space_size(huge), std::numeric_limits<uint64_t>::max());
}

TEST(ChooseSettings, GridOrderHasTheFirstAxisSlowest) {
  std::vector<TunableAxis> axes = {{"a", {1, 2}}, {"b", {"x", "y", "z"}}};
  std::string how;
  auto settings = choose_settings(axes, 6, 0, &how);
  EXPECT_EQ(how, "grid");
  ASSERT_EQ(settings.size(), 6u);
  EXPECT_EQ(settings[0], (json{{"a", 1}, {"b", "x"}}));
  EXPECT_EQ(settings[1], (json{{"a", 1}, {"b", "y"}}));
  EXPECT_EQ(settings[2], (json{{"a", 1}, {"b", "z"}}));
  EXPECT_EQ(settings[3], (json{{"a", 2}, {"b", "x"}}));
  EXPECT_EQ(settings[5], (json{{"a", 2}, {"b", "z"}}));
}

TEST(ChooseSettings, RandomDrawsBudgetDistinctSettingsReproducibly) {
  std::vector<TunableAxis> axes = {{"a", {1, 2, 3, 4}}, {"b", {1, 2, 3, 4}}, {"c", {true, false}}};
  std::string how;
  auto first = choose_settings(axes, 10, 42, &how);
  EXPECT_EQ(how, "random");
  ASSERT_EQ(first.size(), 10u);
  std::set<std::string> distinct;
  for (const auto& s : first) {
    distinct.insert(s.dump());
    EXPECT_EQ(s.size(), 3u);
  }
  EXPECT_EQ(distinct.size(), 10u);
  EXPECT_EQ(choose_settings(axes, 10, 42), first);
  EXPECT_NE(choose_settings(axes, 10, 43), first);
  EXPECT_EQ(choose_settings(axes, 31, 7).size(), 31u);  // all but one of 32: still terminates
}

TEST(RenderSetting, TheRenderedFileCarriesTheSettingAsked) {
  json setting = {{"block_rows", 16}, {"fused", false}, {"mode", "b"}, {"scale", 1e-5}, {"none", nullptr}};
  std::string rendered = render_setting(kTemplate, setting);
  EXPECT_EQ(rendered.rfind("JAXBENCH_SETTING = {", 0), 0u);
  EXPECT_NE(rendered.find("\"fused\": False"), std::string::npos);  // Python's spelling
  EXPECT_NE(rendered.find("\"none\": None"), std::string::npos);
  EXPECT_NE(rendered.find(kTemplate), std::string::npos);  // the template follows unchanged
  auto back = rendered_setting(rendered);
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, setting);
  // Rendering a rendered file replaces its setting; it never stacks two.
  std::string again = render_setting(rendered, json{{"block_rows", 8}});
  EXPECT_EQ(again.find("JAXBENCH_SETTING", 1), std::string::npos);
  EXPECT_EQ(*rendered_setting(again), (json{{"block_rows", 8}}));
  EXPECT_FALSE(rendered_setting(kTemplate));
  EXPECT_THROW(render_setting(kTemplate, json::array({1})), Error);
}

TEST(TemplateFor, FindsByFullIdOrUniquePrefix) {
  TempDir root("autotune");
  fs::create_directories(fs::path(root.path()) / "examples/templates");
  for (const char* name : {"12p_RMSNorm.py", "1p_Flash_Attention.py", "1p_Other.py"}) {
    std::ofstream(fs::path(root.path()) / "examples/templates" / name) << "TUNABLES = {\"a\": [1]}\n";
  }
  auto full = template_for(root.path(), "12p_RMSNorm");
  ASSERT_TRUE(full);
  EXPECT_EQ(fs::path(*full).filename(), "12p_RMSNorm.py");
  EXPECT_EQ(template_for(root.path(), "12p"), full);
  EXPECT_FALSE(template_for(root.path(), "1p"));  // two templates start with 1p_
  EXPECT_TRUE(template_for(root.path(), "1p_Flash_Attention"));
  EXPECT_FALSE(template_for(root.path(), "8p_GEMM"));
  EXPECT_FALSE(template_for(root.path() + "/nowhere", "12p"));
}

TEST(TemplateFor, TheShippedTemplatesDeclareTheirSpaces) {
  for (const char* id : {"12p_RMSNorm", "8p_GEMM", "1p_Flash_Attention"}) {
    auto path = template_for(JAXBENCH_SOURCE_ROOT, id);
    ASSERT_TRUE(path) << id;
    std::ifstream in(*path);
    std::string source((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_GE(space_size(read_tunables(source, *path)), 2u) << id;
  }
}

}  // namespace
}  // namespace jaxbench::agent
