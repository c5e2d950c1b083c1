// The openai: proposer against a scripted server on 127.0.0.1 (no network).
#include "agent/openai_proposer.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "agent/scripted_server.h"

namespace jaxbench::agent {
namespace {

using testing::chat_reply;
using testing::ScriptedServer;

const char* const kKey = "sk-test-SECRET-4f9c2a";
const char* const kCode = "Here it is:\n```python\ndef workload(x):\n    return x * 2\n```\n";

OpenAiOptions options_for(const ScriptedServer& server) {
  OpenAiOptions o;
  o.model = "test-model";
  o.base_url = server.base_url();
  o.api_key = kKey;
  o.temperature = 0.25;
  o.max_tokens = 321;
  o.request_timeout_s = 5;
  o.retry.initial_backoff_s = 0.05;  // tests wait for Retry-After, not for backoff
  o.retry.max_backoff_s = 0.2;
  return o;
}

Proposal propose_once(OpenAiProposer& proposer) { return proposer.propose({"you write kernels", "make it fast"}); }

TEST(OpenAiProposer, ReadsTheCodeAndTheUsageAndSendsTheChatRequest) {
  nlohmann::json reply = chat_reply(kCode);
  reply["usage"] = {{"prompt_tokens", 1234}, {"completion_tokens", 56}};
  ScriptedServer server(nlohmann::json::array({reply}));
  OpenAiProposer proposer(options_for(server));
  Proposal p = propose_once(proposer);
  ASSERT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(*p.source, "def workload(x):\n    return x * 2\n");
  EXPECT_EQ(p.language, "python");
  EXPECT_EQ(p.raw_reply, kCode);
  EXPECT_EQ(p.tokens.prompt, 1234);
  EXPECT_EQ(p.tokens.completion, 56);
  EXPECT_EQ(p.attempts, 1);
  auto requests = server.requests();
  ASSERT_EQ(requests.size(), 1u);
  EXPECT_EQ(requests[0]["path"], "/v1/chat/completions");
  EXPECT_EQ(requests[0]["headers"]["Authorization"], std::string("Bearer ") + kKey);
  auto body = nlohmann::json::parse(requests[0]["body"].get<std::string>());
  EXPECT_EQ(body["model"], "test-model");
  EXPECT_EQ(body["max_tokens"], 321);
  EXPECT_DOUBLE_EQ(body["temperature"].get<double>(), 0.25);
  ASSERT_EQ(body["messages"].size(), 2u);
  EXPECT_EQ(body["messages"][0]["role"], "system");
  EXPECT_EQ(body["messages"][1]["content"], "make it fast");
}

TEST(OpenAiProposer, A429WithRetryAfterIsWaitedForThenRetried) {
  ScriptedServer server(
      nlohmann::json::array({{{"status", 429},
                              {"headers", {{"Retry-After", "1"}}},
                              {"body", {{"error", {{"message", "Rate limit reached"}, {"type", "requests"}}}}}},
                             chat_reply(kCode)}));
  OpenAiProposer proposer(options_for(server));
  Proposal p = propose_once(proposer);
  ASSERT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(p.attempts, 2);
  EXPECT_EQ(server.requests().size(), 2u);
  EXPECT_GE(p.wall_seconds, 1.0);  // the server's wait, not the 0.05 s backoff
}

TEST(OpenAiProposer, AnExhaustedQuotaIsNotRetried) {
  ScriptedServer server(
      nlohmann::json::array({{{"status", 429},
                              {"body",
                               {{"error",
                                 {{"message", "You exceeded your current quota, please check your plan"},
                                  {"type", "insufficient_quota"},
                                  {"code", "insufficient_quota"}}}}}},
                             chat_reply(kCode)}));
  OpenAiProposer proposer(options_for(server));
  Proposal p = propose_once(proposer);
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_EQ(p.attempts, 1);
  EXPECT_EQ(server.requests().size(), 1u);
  EXPECT_NE(p.message.find("HTTP 429 insufficient_quota"), std::string::npos) << p.message;
  EXPECT_NE(p.message.find("quota is spent"), std::string::npos) << p.message;
  EXPECT_NE(p.message.find(server.base_url() + "/chat/completions"), std::string::npos) << p.message;
}

TEST(OpenAiProposer, A500ThenSuccessIsRetried) {
  ScriptedServer server(nlohmann::json::array(
      {{{"status", 500}, {"body", {{"error", {{"message", "upstream hiccup"}}}}}}, chat_reply(kCode)}));
  OpenAiProposer proposer(options_for(server));
  Proposal p = propose_once(proposer);
  ASSERT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(p.attempts, 2);
}

TEST(OpenAiProposer, ATimeoutIsRetriedThenReported) {
  nlohmann::json slow = chat_reply(kCode);
  slow["delay"] = 3;
  ScriptedServer server(nlohmann::json::array({slow, slow}));
  OpenAiOptions o = options_for(server);
  o.request_timeout_s = 0.5;
  o.retry.max_retries = 1;
  OpenAiProposer proposer(o);
  Proposal p = propose_once(proposer);
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_EQ(p.attempts, 2);
  EXPECT_EQ(server.requests().size(), 2u);
  EXPECT_NE(p.message.find("timed out"), std::string::npos) << p.message;
  EXPECT_NE(p.message.find("gave up after 2 attempts"), std::string::npos) << p.message;
  EXPECT_LT(p.wall_seconds, 3.0);  // it did not wait for the slow replies
}

TEST(OpenAiProposer, MalformedJsonIsAnErrorOnOneLine) {
  ScriptedServer server(nlohmann::json::array({{{"status", 200}, {"body", "{\"choices\": [ oops\n not json"}}}));
  OpenAiProposer proposer(options_for(server));
  Proposal p = propose_once(proposer);
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_EQ(p.message.find('\n'), std::string::npos) << p.message;
  EXPECT_NE(p.message.find("not JSON"), std::string::npos) << p.message;
  EXPECT_EQ(p.attempts, 1);  // a 200 that is not JSON will not improve by asking again
}

TEST(OpenAiProposer, AReplyCutOffAtTheTokenLimitIsNotTrusted) {
  ScriptedServer server(nlohmann::json::array({chat_reply(kCode, "length")}));
  OpenAiProposer proposer(options_for(server));
  Proposal p = propose_once(proposer);
  EXPECT_EQ(p.outcome, ProposalOutcome::cut_off);
  EXPECT_FALSE(p.source);
  EXPECT_EQ(p.raw_reply, kCode);  // kept for the record
  EXPECT_NE(p.message.find("--max-tokens"), std::string::npos) << p.message;
}

TEST(OpenAiProposer, AReplyWithoutCodeIsNoCode) {
  ScriptedServer server(nlohmann::json::array({chat_reply("I would use a Pallas kernel with 128x128 blocks.")}));
  OpenAiProposer proposer(options_for(server));
  Proposal p = propose_once(proposer);
  EXPECT_EQ(p.outcome, ProposalOutcome::no_code);
  EXPECT_FALSE(p.source);
  EXPECT_EQ(p.raw_reply, "I would use a Pallas kernel with 128x128 blocks.");
}

TEST(OpenAiProposer, TheKeyIsInNoMessageAndOnlyInTheAuthorizationHeader) {
  std::string echo = std::string("Incorrect API key provided: ") + kKey;
  ScriptedServer server(
      nlohmann::json::array({{{"status", 401}, {"body", {{"error", {{"message", echo}, {"code", "invalid_api_key"}}}}}},
                             {{"status", 503}, {"body", echo}},
                             {{"status", 503}, {"body", echo}}}));
  OpenAiOptions o = options_for(server);
  o.retry.max_retries = 1;
  OpenAiProposer proposer(o);
  Proposal unauthorized = propose_once(proposer), unavailable = propose_once(proposer);
  for (const Proposal* p : {&unauthorized, &unavailable}) {
    EXPECT_EQ(p->outcome, ProposalOutcome::error);
    EXPECT_EQ(p->message.find(kKey), std::string::npos) << p->message;
    EXPECT_NE(p->message.find("[key]"), std::string::npos) << p->message;
  }
  EXPECT_EQ(unauthorized.attempts, 1);  // a 401 is not retried
  EXPECT_EQ(proposer.describe().find(kKey), std::string::npos);
  auto requests = server.requests();
  ASSERT_EQ(requests.size(), 3u);
  for (auto request : requests) {
    EXPECT_EQ(request["headers"]["Authorization"], std::string("Bearer ") + kKey);
    request["headers"].erase("Authorization");
    EXPECT_EQ(request.dump().find(kKey), std::string::npos) << request.dump();
  }
}

TEST(OpenAiProposer, NoKeyNoAuthorizationHeader) {
  ScriptedServer server(nlohmann::json::array({chat_reply(kCode)}));
  OpenAiOptions o = options_for(server);
  o.api_key.clear();
  OpenAiProposer proposer(o);
  EXPECT_EQ(propose_once(proposer).outcome, ProposalOutcome::ok);
  EXPECT_FALSE(server.requests()[0]["headers"].contains("Authorization"));
}

TEST(OpenAiProposer, AClosedPortIsAnErrorNamingTheEndpoint) {
  OpenAiOptions o;
  o.model = "m";
  o.base_url = "http://127.0.0.1:1/v1";  // nothing listens on port 1
  o.request_timeout_s = 2;
  o.retry = {1, 0.01, 0.01, 1};
  OpenAiProposer proposer(o);
  Proposal p = propose_once(proposer);
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_EQ(p.attempts, 2);
  EXPECT_NE(p.message.find("http://127.0.0.1:1/v1/chat/completions"), std::string::npos) << p.message;
}

}  // namespace
}  // namespace jaxbench::agent
