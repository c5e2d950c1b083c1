// The openai: proposer against what llama.cpp's server really answers (bodies
// recorded from xllamacpp's server, tools/local_model/), replayed by the
// scripted server, and against replies no server should send: 1 MB of text,
// a body past the limit, a server that is not running.
#include <gtest/gtest.h>

#include "agent/openai_proposer.h"
#include "agent/scripted_server.h"
#include "core/error.h"

namespace jaxbench::agent {
namespace {

using testing::chat_reply;
using testing::ScriptedServer;

const char* const kCode = "Here it is:\n```python\ndef workload(x):\n    return x * 2\n```\n";

OpenAiOptions options_for(const std::string& base_url) {
  OpenAiOptions o;
  o.model = "smollm2";
  o.base_url = base_url;
  o.max_tokens = 256;
  o.request_timeout_s = 10;
  o.retry = {2, 0.01, 0.02, 1};
  return o;
}

Proposal propose_once(const OpenAiOptions& options) {
  OpenAiProposer proposer(options);
  return proposer.propose({"you write kernels", "make it fast"});
}

// llama.cpp's reply: error.code is the HTTP status (a number), the kind is
// error.type, and usage has prompt_tokens_details besides the counts.
nlohmann::json llama_cpp_completion(const std::string& content, const std::string& finish, int completion) {
  return {{"status", 200},
          {"body",
           {{"choices",
             {{{"finish_reason", finish}, {"index", 0}, {"message", {{"role", "assistant"}, {"content", content}}}}}},
            {"created", 1796304272},
            {"model", "SmolLM2-135M-Instruct.Q4_1.gguf"},
            {"system_fingerprint", "b0-unknown"},
            {"object", "chat.completion"},
            {"usage",
             {{"completion_tokens", completion},
              {"prompt_tokens", 36},
              {"total_tokens", 36 + completion},
              {"prompt_tokens_details", {{"cached_tokens", 24}}}}},
            {"id", "chatcmpl-SpWNnq6Zj073Y40DNa5iIhUjBEzUfWjT"},
            {"timings", {{"prompt_n", 12}, {"predicted_n", completion}, {"predicted_per_second", 0.5}}}}}};
}

TEST(LlamaCppShapes, ACompletionWithItsExtraFieldsIsRead) {
  ScriptedServer server(nlohmann::json::array({llama_cpp_completion(kCode, "stop", 21)}));
  Proposal p = propose_once(options_for(server.base_url()));
  ASSERT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(p.tokens.prompt, 36);
  EXPECT_EQ(p.tokens.completion, 21);
  EXPECT_EQ(*p.source, "def workload(x):\n    return x * 2\n");
}

TEST(LlamaCppShapes, AContextOverflowIsRefusedOnceNamingBothSizes) {
  nlohmann::json overflow = {{"code", 400},
                             {"message",
                              "request (9031 tokens) exceeds the available context size (8192 tokens), "
                              "try increasing it"},
                             {"type", "exceed_context_size_error"},
                             {"n_prompt_tokens", 9031},
                             {"n_ctx", 8192}};
  ScriptedServer server(nlohmann::json::array({{{"status", 400}, {"body", {{"error", overflow}}}}}));
  Proposal p = propose_once(options_for(server.base_url()));
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_EQ(p.attempts, 1);
  EXPECT_NE(p.message.find("the prompt is 9031 tokens, more than the model's context window of 8192 tokens"),
            std::string::npos)
      << p.message;
  EXPECT_NE(p.message.find(server.base_url()), std::string::npos) << p.message;
  EXPECT_EQ(p.message.find('\n'), std::string::npos);
}

TEST(LlamaCppShapes, ACutBeforeMaxTokensBlamesTheServersWindow) {
  ScriptedServer server(nlohmann::json::array({llama_cpp_completion("```python\ndef workload(", "length", 112)}));
  Proposal p = propose_once(options_for(server.base_url()));
  EXPECT_EQ(p.outcome, ProposalOutcome::cut_off);
  EXPECT_NE(p.message.find("after 112 tokens, before --max-tokens (256)"), std::string::npos) << p.message;
}

TEST(LlamaCppShapes, LoadingModel503IsRetried) {
  nlohmann::json loading = {{"code", 503}, {"message", "Loading model"}, {"type", "unavailable_error"}};
  ScriptedServer server(nlohmann::json::array(
      {{{"status", 503}, {"body", {{"error", loading}}}}, llama_cpp_completion(kCode, "stop", 21)}));
  Proposal p = propose_once(options_for(server.base_url()));
  EXPECT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(p.attempts, 2);
}

TEST(LargeReplies, OneMegabyteOfTextIsStoredCutAndSaidSo) {
  std::string prose(1 << 20, 'a');
  ScriptedServer server(nlohmann::json::array({chat_reply(prose), chat_reply(prose + "\n" + kCode)}));
  OpenAiOptions o = options_for(server.base_url());
  OpenAiProposer proposer(o);
  Proposal text = proposer.propose({"", "go"});
  EXPECT_EQ(text.outcome, ProposalOutcome::no_code);
  EXPECT_LT(text.raw_reply.size(), o.stored_reply_bytes + 200);
  EXPECT_EQ(text.raw_reply.substr(0, 100), std::string(100, 'a'));
  EXPECT_NE(text.message.find("the reply was 1048576 bytes: stored cut to the first 262144"), std::string::npos)
      << text.message;
  Proposal code = proposer.propose({"", "go"});  // the code after the megabyte is still found
  ASSERT_EQ(code.outcome, ProposalOutcome::ok) << code.message;
  EXPECT_EQ(*code.source, "def workload(x):\n    return x * 2\n");
  EXPECT_NE(code.message.find("stored cut"), std::string::npos) << code.message;
}

TEST(LargeReplies, ABodyPastTheLimitIsNotReadFurtherNorRetried) {
  ScriptedServer server(nlohmann::json::array({chat_reply(std::string(1 << 20, 'a'))}));
  OpenAiOptions o = options_for(server.base_url());
  o.max_reply_bytes = 64 << 10;
  o.stored_reply_bytes = 4 << 10;
  Proposal p = propose_once(o);
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_EQ(p.attempts, 1);
  EXPECT_NE(p.message.find("passed 65536 bytes and was not read further"), std::string::npos) << p.message;
  EXPECT_LT(p.raw_reply.size(), o.stored_reply_bytes + 200);
}

TEST(Reachability, ARunningServerIsReachableAClosedPortIsNot) {
  ScriptedServer server(nlohmann::json::array());
  EXPECT_EQ(OpenAiProposer(options_for(server.base_url())).unreachable(), "");
  EXPECT_TRUE(server.requests().empty()) << "the probe sent a request";
  std::string why = OpenAiProposer(options_for("http://127.0.0.1:1/v1")).unreachable();
  EXPECT_NE(why.find("cannot reach http://127.0.0.1:1/v1"), std::string::npos) << why;
  EXPECT_NE(why.find("--base-url"), std::string::npos) << why;
  EXPECT_EQ(why.find('\n'), std::string::npos);
}

TEST(Reachability, CheckProposerThrowsTheLineAndSkipsAutotune) {
  ProposerSettings settings;
  settings.base_url = "http://127.0.0.1:1/v1";
  try {
    check_proposer("openai:m", settings);
    FAIL() << "a closed port passed the check";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("http://127.0.0.1:1/v1"), std::string::npos) << e.what();
  }
  EXPECT_NO_THROW(check_proposer("autotune", settings));
  EXPECT_NO_THROW(check_proposer("command:true", settings));
  EXPECT_THROW(check_proposer("nonsense", settings), Error);
}

}  // namespace
}  // namespace jaxbench::agent
