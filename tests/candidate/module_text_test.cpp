// A module from outside read through MLIR's parser (candidate/module_text.h):
// text with locations and bytecode come back as the exporter's text, which
// the judge's line readers take; text already in that form is read as is.
#include "candidate/module_text.h"

#include <gtest/gtest.h>

#include "candidate/candidate_source.h"
#include "core/files.h"

namespace jaxbench::candidate {
namespace {

const std::string kCheckout = JAXBENCH_SOURCE_ROOT;
const std::string kPreflightData = std::string(JAXBENCH_TEST_DATA) + "/preflight/";

TEST(ModuleText, OnlyTheExportersOwnTextSkipsTheParser) {
  EXPECT_TRUE(is_printed_form(read_file(kPreflightData + "pallas_prefetch_loop.mlir")));
  EXPECT_FALSE(is_printed_form(read_file(kPreflightData + "pallas_prefetch_loop.loc.mlir")));
  EXPECT_FALSE(is_printed_form(read_file(kPreflightData + "pallas_prefetch_loop.mlirbc")));
  std::string main = "module @m {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n";
  // "loc(" inside a string (a kernel's payload, an attribute) is not location info.
  EXPECT_TRUE(is_printed_form(main + "    %0 = stablehlo.custom_call @x(%arg0) {backend_config = \"loc(\\\"a\\\")\"}"));
  EXPECT_FALSE(is_printed_form(main + "    return %arg0 : tensor<2xf32> loc(#loc3)"));
  EXPECT_FALSE(is_printed_form("\"builtin.module\"() ({\n}) : () -> ()\n"));  // the generic form
}

class ModuleTextParser : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!file_exists(kCheckout + "/.venv/bin/python")) GTEST_SKIP() << "no .venv: run ./setup.sh to test the parser";
    limits_.root = kCheckout;
  }
  ExportLimits limits_;
};

TEST_F(ModuleTextParser, TextWithLocationsAndBytecodeReadAsTheSameText) {
  ModuleText located = readable_module_text(read_file(kPreflightData + "pallas_prefetch_loop.loc.mlir"), limits_);
  ModuleText bytecode = readable_module_text(read_file(kPreflightData + "pallas_prefetch_loop.mlirbc"), limits_);
  ASSERT_TRUE(located.ok) << located.message;
  ASSERT_TRUE(bytecode.ok) << bytecode.message;
  EXPECT_TRUE(located.parsed && bytecode.parsed);
  EXPECT_EQ(located.form, "text with location info");
  EXPECT_EQ(bytecode.form, "portable artifact (VHLO bytecode)");
  EXPECT_EQ(located.text, bytecode.text);
  EXPECT_TRUE(is_printed_form(located.text)) << located.text.substr(0, 400);
  // The project's own export, already printed, is passed through untouched.
  std::string own = read_file(kPreflightData + "pallas_prefetch_loop.mlir");
  ModuleText same = readable_module_text(own, limits_);
  EXPECT_FALSE(same.parsed);
  EXPECT_EQ(same.text, own);
}

TEST_F(ModuleTextParser, AModuleTheParserRefusesGetsItsFirstDiagnosticOnOneLine) {
  // (Text in the printed form skips the parser: the compiler says what is wrong with it.)
  ModuleText bad = readable_module_text("#loc1 = loc(\"x\")\nmodule {\n  func.func public @main( }\n", limits_);
  EXPECT_FALSE(bad.ok);
  EXPECT_NE(bad.message.find("line 3:"), std::string::npos) << bad.message;
  EXPECT_EQ(bad.message.find('\n'), std::string::npos) << bad.message;
  ModuleText garbage = readable_module_text(std::string("ML\xEFR") + "not bytecode", limits_);
  EXPECT_FALSE(garbage.ok);
  EXPECT_FALSE(garbage.message.empty());
}

TEST_F(ModuleTextParser, ABytecodeCandidateIsJudgedAsItsText) {
  suite::Manifest unused;
  CandidateSource located = load_candidate(kPreflightData + "pallas_prefetch_loop.loc.mlir", unused, "cpu", limits_);
  CandidateSource bytecode = load_candidate(kPreflightData + "pallas_prefetch_loop.mlirbc", unused, "cpu", limits_);
  ASSERT_TRUE(located.ok) << located.message;
  ASSERT_TRUE(bytecode.ok) << bytecode.message;
  EXPECT_EQ(located.module_text, bytecode.module_text);
  EXPECT_EQ(located.module_text.find("loc("), std::string::npos);
  EXPECT_EQ(bytecode.export_info["form"], "portable artifact (VHLO bytecode)");
  EXPECT_EQ(located.source_text, read_file(kPreflightData + "pallas_prefetch_loop.loc.mlir")) << "the source as given";
}

}  // namespace
}  // namespace jaxbench::candidate
