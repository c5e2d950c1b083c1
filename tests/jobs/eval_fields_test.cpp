// The eval request's one field table: what the command line, serve and the
// callers that send requests (the loop, verify) all go through.
#include "jobs/eval_fields.h"

#include <gtest/gtest.h>

#include <set>

#include "jobs/request_deadlines.h"

namespace jaxbench::jobs {
namespace {

using nlohmann::json;

TEST(EvalFields, EncodedThenDecodedIsTheSameRequest) {
  EvalRequest sent;
  sent.workload = "12p_RMSNorm";
  sent.size = "full";
  sent.budget_seconds = 2.5;
  sent.seeds = 7;
  sent.held_out_shapes = 0;
  sent.timing = false;
  sent.target = "v6e";
  sent.export_disk_bytes = uint64_t{3} << 30;
  sent.memory_limit_bytes = uint64_t{512} << 20;
  sent.require_isolation = true;
  EvalRequest received;
  decode_eval_fields(encode_eval_request(sent), received);
  EXPECT_EQ(received.workload, sent.workload);
  EXPECT_EQ(received.size, "full");
  EXPECT_DOUBLE_EQ(received.budget_seconds, 2.5);
  EXPECT_EQ(received.seeds, 7);
  EXPECT_EQ(received.held_out_shapes, 0);
  EXPECT_FALSE(received.timing);
  EXPECT_EQ(received.target, std::optional<std::string>("v6e"));
  EXPECT_EQ(received.export_disk_bytes, uint64_t{3} << 30);
  EXPECT_EQ(received.memory_limit_bytes, uint64_t{512} << 20);
  EXPECT_TRUE(received.require_isolation);
}

TEST(EvalFields, AnEncodedRequestLeavesTheServersDefaultsAlone) {
  EvalRequest request;
  request.workload = "12p";
  json params = encode_eval_request(request);
  // Only what was asked: a server started with --compile-timeout or
  // --memory-limit keeps them for a request that does not name them.
  EXPECT_EQ(params, json({{"workload", "12p"}, {"size", "small"}}));
}

TEST(EvalFields, ABadFieldIsOneLineNamingItAndWhatItMustBe) {
  struct Case {
    json params;
    std::string expected;
  };
  for (const Case& c : std::vector<Case>{
           {{{"seeds", 2}}, "params.seeds is 2: give a whole number of at least 3"},
           {{{"budget", -1}}, "params.budget is -1: give a positive number of seconds"},
           {{{"size", "huge"}}, "params.size is \"huge\": give small or full"},
           {{{"memory_limit", "4Q"}}, "params.memory_limit is \"4Q\": not a size; write e.g. 4G or 512M"},
           {{{"timing", "yes"}}, "params.timing is \"yes\": give true or false"},
       }) {
    EvalRequest request;
    try {
      decode_eval_fields(c.params, request);
      ADD_FAILURE() << c.params.dump() << " was accepted";
    } catch (const EvalFieldError& error) {
      EXPECT_EQ(std::string(error.what()), c.expected);
    }
  }
}

TEST(EvalFields, TheSchemaHasEveryFieldWithItsDefault) {
  json schema = eval_fields_schema();
  EXPECT_EQ(schema.size(), eval_fields().size());
  std::set<std::string> flags;
  for (const EvalField& field : eval_fields()) {
    ASSERT_TRUE(schema.contains(field.wire)) << field.wire;
    if (field.flag) {
      EXPECT_TRUE(flags.insert(field.flag).second) << field.flag << " twice";
    }
  }
  EXPECT_EQ(schema["seeds"]["minimum"], judge::kFewestSeeds);
  EXPECT_NE(schema["budget"]["description"].get<std::string>().find("(default 10)"), std::string::npos);
  EXPECT_EQ(schema["size"]["enum"], json({"small", "full"}));
}

TEST(RequestDeadlines, GrowWithWhatTheRequestAsksFor) {
  EvalRequest plain;
  EvalRequest longer = plain;
  longer.budget_seconds = plain.budget_seconds + 100;
  EXPECT_DOUBLE_EQ(eval_deadline_seconds(longer) - eval_deadline_seconds(plain), 400);
  EvalRequest with_target = plain;
  with_target.target = "v6e";
  EXPECT_DOUBLE_EQ(eval_deadline_seconds(with_target) - eval_deadline_seconds(plain), 2 * plain.target_timeout_seconds);
  EXPECT_DOUBLE_EQ(run_deadline_seconds(1), kCompileAllowanceSeconds + 10);
}

}  // namespace
}  // namespace jaxbench::jobs
