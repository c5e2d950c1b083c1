#include "agent/extract_code.h"

#include <gtest/gtest.h>

namespace jaxbench::agent {
namespace {

TEST(ExtractCode, TakesThePythonBlockThatDefinesWorkload) {
  auto code = extract_code("Sure.\n```python\nimport jax\ndef workload(x):\n    return x * 2\n```\nDone.");
  ASSERT_TRUE(code);
  EXPECT_EQ(code->language, "python");
  EXPECT_EQ(code->source, "import jax\ndef workload(x):\n    return x * 2\n");
}

TEST(ExtractCode, TheLastQualifyingBlockWins) {
  auto code = extract_code(
      "Draft:\n```python\ndef workload(x):\n    return x\n```\nFixed:\n```py\ndef workload(x):\n    return x + 1\n```\n"
      "Usage:\n```python\nprint(workload(1))\n```\n");
  ASSERT_TRUE(code);
  EXPECT_NE(code->source.find("x + 1"), std::string::npos);  // the usage block has no workload(): skipped
}

TEST(ExtractCode, ReadsAStableHloModule) {
  auto code = extract_code(
      "```mlir\nmodule {\n  func.func public @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
      "    return %a : tensor<2xf32>\n  }\n}\n```");
  ASSERT_TRUE(code);
  EXPECT_EQ(code->language, "mlir");
  EXPECT_EQ(code->source.rfind("module {", 0), 0u);
}

TEST(ExtractCode, UntaggedBlocksCountOtherLanguagesDoNot) {
  EXPECT_TRUE(extract_code("```\ndef workload(a):\n  return a\n```"));
  EXPECT_FALSE(extract_code("```bash\ndef workload(a):\n  return a\n```"));
  EXPECT_FALSE(extract_code("```cpp\nfunc.func @main\n```"));
}

TEST(ExtractCode, ABlockLeftOpenIsNotCode) {
  EXPECT_FALSE(extract_code("```python\ndef workload(x):\n    return x"));
  // An earlier closed block still counts when a later one is cut short.
  auto code = extract_code("```python\ndef workload(x):\n    return x\n```\nbetter:\n```python\ndef workload(x):\n");
  ASSERT_TRUE(code);
  EXPECT_EQ(code->source, "def workload(x):\n    return x\n");
}

TEST(ExtractCode, ALongerFenceHoldsShorterOnes) {
  auto code =
      extract_code("````python\ndef workload(x):\n    \"\"\"```not a fence```\n```\"\"\"\n    return x\n````\n");
  ASSERT_TRUE(code);
  EXPECT_NE(code->source.find("return x"), std::string::npos);
  EXPECT_NE(code->source.find("```\"\"\""), std::string::npos);
}

TEST(ExtractCode, NoCodeAtAll) {
  EXPECT_FALSE(extract_code("I cannot help with that."));
  EXPECT_FALSE(extract_code(""));
  EXPECT_FALSE(extract_code("```python\nprint('no entry point')\n```"));
}

TEST(GuessLanguage, ModuleOrFuncIsMlirElsePython) {
  EXPECT_EQ(guess_language("// exported\nmodule @m {\n}\n"), "mlir");
  EXPECT_EQ(guess_language("\nfunc.func @main() {\n}\n"), "mlir");
  EXPECT_EQ(guess_language("# a kernel\nimport jax\ndef workload(x): return x\n"), "python");
  EXPECT_EQ(guess_language("module_name = 3\n"), "python");
}

}  // namespace
}  // namespace jaxbench::agent
