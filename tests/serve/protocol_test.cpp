// serve's wire format without a server: bounded line reading, request
// parsing, and the method table's checks on params.
#include "serve/protocol.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <string>
#include <thread>
#include <variant>

#include "serve/line_reader.h"
#include "serve/methods.h"

namespace jaxbench::serve {
namespace {

// Feeds `data` into a pipe from a thread and reads it back line by line.
std::vector<Line> read_lines(const std::string& data, size_t cap) {
  int fds[2];
  EXPECT_EQ(::pipe(fds), 0);
  std::thread writer([&] {
    size_t done = 0;
    while (done < data.size()) done += static_cast<size_t>(::write(fds[1], data.data() + done, data.size() - done));
    ::close(fds[1]);
  });
  LineReader reader(fds[0], cap);
  std::vector<Line> lines;
  while (auto line = reader.next()) lines.push_back(*line);
  writer.join();
  ::close(fds[0]);
  return lines;
}

TEST(LineReader, SplitsLinesAndDiscardsOnePastTheCap) {
  std::string data = "first\r\n" + std::string(300000, 'x') + "\nsecond\nlast";
  std::vector<Line> lines = read_lines(data, 1000);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0].text, "first");
  EXPECT_TRUE(lines[1].too_long);
  EXPECT_TRUE(lines[1].text.empty());
  EXPECT_EQ(lines[2].text, "second");
  EXPECT_EQ(lines[3].text, "last");
}

TEST(LineReader, AnOverlongLastLineWithoutNewlineIsTooLong) {
  std::vector<Line> lines = read_lines("ok\n" + std::string(5000, 'y'), 100);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_FALSE(lines[0].too_long);
  EXPECT_TRUE(lines[1].too_long);
}

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

}  // namespace
}  // namespace jaxbench::serve
