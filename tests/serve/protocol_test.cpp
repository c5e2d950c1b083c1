// serve's wire format without a server: request parsing, and the method
// table's checks on params (the bounded line reader: tests/process/line_reader_test.cpp).
#include "serve/protocol.h"

#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "core/strings.h"
#include "jobs/eval_request.h"
#include "serve/methods.h"
#include "serve/schemas.h"
#include "suite/registry.h"

namespace jaxbench::serve {
namespace {

TEST(ParseRequest, ReadsIdMethodAndParams) {
  auto parsed = parse_request(R"({"id": "a", "method": "describe", "params": {"workload": "12p"}})");
  ASSERT_TRUE(std::holds_alternative<Request>(parsed));
  const Request& request = std::get<Request>(parsed);
  EXPECT_EQ(request.id, "a");
  EXPECT_EQ(request.method, "describe");
  EXPECT_EQ(request.params["workload"], "12p");
}

TEST(ParseRequest, NamesWhatIsWrongAndKeepsTheIdItCouldRead) {
  auto bad = [](const std::string& line) { return std::get<BadRequest>(parse_request(line)); };
  EXPECT_EQ(bad("{").error.code, kParseError);
  EXPECT_EQ(bad("[1]").error.code, kInvalidRequest);
  EXPECT_EQ(bad(std::string("{\"id\": 1}\0", 10)).error.code, kParseError);
  EXPECT_EQ(bad("{\"id\": 1, \"method\": \"\xff\"}").error.code, kParseError);
  BadRequest no_method = bad(R"({"id": 7})");
  EXPECT_EQ(no_method.id, 7);
  EXPECT_NE(std::string(no_method.error.what()).find("'method'"), std::string::npos);
  EXPECT_EQ(bad(R"({"id": 8, "method": "list", "params": 3})").error.code, kInvalidParams);
}

TEST(ToLine, ReplacesInvalidUtf8InsteadOfThrowing) {
  std::string line = to_line(error_message(nullptr, kParseError, "bad \xff byte"));
  EXPECT_EQ(line.find('\n'), std::string::npos);
  EXPECT_NE(line.find("bad"), std::string::npos);
}

TEST(Methods, OneTableWithObjectSchemasAndDeviceMethodsMarked) {
  for (const char* name : {"list", "describe", "eval", "preflight", "run", "status"}) {
    const MethodSpec* method = find_method(name);
    ASSERT_NE(method, nullptr) << name;
    EXPECT_EQ(method->input_schema["type"], "object") << name;
  }
  EXPECT_TRUE(find_method("eval")->on_device);
  EXPECT_TRUE(find_method("run")->on_device);
  EXPECT_FALSE(find_method("list")->on_device);
  EXPECT_THROW(require_method("lst"), RequestError);
}

std::string refusal(const std::string& method, const nlohmann::json& params) {
  try {
    validate_params(require_method(method), params);
  } catch (const RequestError& error) {
    EXPECT_EQ(error.code, kInvalidParams);
    return error.what();
  }
  return "";
}

TEST(Methods, ValidateParamsNamesTheField) {
  EXPECT_EQ(refusal("eval", {{"workload", "12p"}, {"seeds", 3}, {"timing", false}}), "");
  EXPECT_NE(refusal("eval", {{"seeds", 3}}).find("params.workload of eval is missing"), std::string::npos);
  EXPECT_NE(refusal("eval", {{"workload", "12p"}, {"seeds", "3"}}).find("params.seeds of eval must be an integer"),
            std::string::npos);
  EXPECT_NE(refusal("eval", {{"workload", "12p"}, {"seeds", 2}}).find("at least 3"), std::string::npos);
  EXPECT_NE(refusal("eval", {{"workload", "12p"}, {"size", "huge"}}).find("one of"), std::string::npos);
  EXPECT_NE(refusal("eval", {{"workload", "12p"}, {"budget", 0}}).find("must be above 0"), std::string::npos);
  EXPECT_NE(refusal("list", {{"colour", 1}}).find("unknown field params.colour of list"), std::string::npos);
}

TEST(Methods, SchemaDefaultsAreTheRequestsOwn) {
  jobs::EvalRequest defaults;
  nlohmann::json eval = find_method("eval")->input_schema["properties"];
  EXPECT_NE(eval["budget"]["description"].get<std::string>().find("(default " +
                                                                  format_seconds(defaults.budget_seconds) + ")"),
            std::string::npos);
  EXPECT_NE(
      eval["compile_timeout"]["description"].get<std::string>().find(format_seconds(defaults.compile_timeout_seconds)),
      std::string::npos);
  EXPECT_EQ(eval["seeds"]["minimum"], defaults.seeds);
  EXPECT_EQ(eval["size"]["enum"], suite::size_names());
}

// JSON Schema's properties is an object, even for a method without params
// (status): a strict MCP client refuses a tool whose properties is null.
TEST(Methods, EverySchemasPropertiesIsAnObject) {
  for (const MethodSpec& method : methods()) {
    EXPECT_TRUE(method.input_schema["properties"].is_object()) << method.name;
  }
}

TEST(Methods, EveryMethodHasAPartToRunWhereItIsAnswered) {
  for (const MethodSpec& method : methods()) {
    if (method.on_device) {
      EXPECT_TRUE(method.device && method.admit) << method.name;
      EXPECT_FALSE(method.front) << method.name;
    } else {
      EXPECT_TRUE(method.front) << method.name;
    }
  }
  EXPECT_TRUE(find_method("eval")->records);
  EXPECT_FALSE(find_method("run")->records);
  EXPECT_TRUE(find_method("status")->device);  // the worker's judge counters
}

}  // namespace
}  // namespace jaxbench::serve
