// Reading what OpenAI-compatible servers answer besides a completion: the
// context-window refusals of llama.cpp, OpenAI and vLLM, the two kinds of a
// reply cut by a length limit, and a reply too large to store whole.
#include "agent/openai_reply.h"

#include <gtest/gtest.h>

namespace jaxbench::agent {
namespace {

// Exactly as llama.cpp's server (xllamacpp 2026.10) answered a 9031-token prompt with --ctx-size 8192.
const char* const kLlamaCppOverflow =
    R"({"error":{"code":400,"message":"request (9031 tokens) exceeds the available context size (8192 tokens), )"
    R"(try increasing it","type":"exceed_context_size_error","n_prompt_tokens":9031,"n_ctx":8192}})";

TEST(ContextOverflow, LlamaCppSaysBothSizesInFields) {
  auto overflow = context_overflow(kLlamaCppOverflow);
  ASSERT_TRUE(overflow.has_value());
  EXPECT_EQ(overflow->prompt_tokens, 9031);
  EXPECT_EQ(overflow->context_tokens, 8192);
  std::string line = overflow_message(*overflow);
  EXPECT_NE(line.find("9031 tokens"), std::string::npos) << line;
  EXPECT_NE(line.find("window of 8192 tokens"), std::string::npos) << line;
  EXPECT_NE(line.find("--ctx-size"), std::string::npos) << line;
  EXPECT_EQ(line.find('\n'), std::string::npos);
}

TEST(ContextOverflow, OpenAiAndVllmSayTheSizesInWords) {
  auto openai = context_overflow(
      R"({"error":{"message":"This model's maximum context length is 128000 tokens. However, your messages )"
      R"(resulted in 130512 tokens. Please reduce the length of the messages.","type":"invalid_request_error",)"
      R"("param":"messages","code":"context_length_exceeded"}})");
  ASSERT_TRUE(openai.has_value());
  EXPECT_EQ(openai->context_tokens, 128000);
  EXPECT_EQ(openai->prompt_tokens, 130512);
  auto vllm = context_overflow(
      R"({"object":"error","message":"This model's maximum context length is 2048 tokens. However, you requested )"
      R"(2100 tokens (2000 in the messages, 100 in the completion).","type":"BadRequestError","param":null,"code":400})");
  ASSERT_TRUE(vllm.has_value());
  EXPECT_EQ(vllm->context_tokens, 2048);
  EXPECT_EQ(vllm->prompt_tokens, 2000);
  EXPECT_EQ(vllm->reply_tokens, 100);
  auto vllm_nested = context_overflow(
      R"({"error":{"message":"This model's maximum context length is 2048 tokens. However, you requested 2100 )"
      R"(tokens.","type":"BadRequestError","code":400}})");
  ASSERT_TRUE(vllm_nested.has_value());
  EXPECT_EQ(vllm_nested->context_tokens, 2048);
  EXPECT_EQ(vllm_nested->prompt_tokens, 2100);
}

// Exactly as llama-cpp-python 0.3.36's server answered with n_ctx 512: max_tokens counts against the window.
TEST(ContextOverflow, LlamaCppPythonCountsTheRepliesBudgetToo) {
  auto overflow = context_overflow(
      R"({"error":{"message":"This model's maximum context length is 512 tokens. However, you requested 941 )"
      R"(tokens (931 in the messages, 10 in the completion). Please reduce the length of the messages or )"
      R"(completion.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}})");
  ASSERT_TRUE(overflow.has_value());
  EXPECT_EQ(overflow->prompt_tokens, 931);
  EXPECT_EQ(overflow->reply_tokens, 10);
  EXPECT_EQ(overflow->context_tokens, 512);
  std::string line = overflow_message(*overflow);
  EXPECT_NE(line.find("the prompt's 931 tokens and the 10 asked for the reply (--max-tokens)"), std::string::npos)
      << line;
  EXPECT_NE(line.find("window of 512 tokens"), std::string::npos) << line;
  EXPECT_NE(line.find("lower --max-tokens"), std::string::npos) << line;
}

TEST(ContextOverflow, WithoutNumbersTheServersWordsAreQuoted) {
  auto overflow = context_overflow(R"({"error":{"code":"context_length_exceeded","message":"too long"}})");
  ASSERT_TRUE(overflow.has_value());
  EXPECT_FALSE(overflow->prompt_tokens.has_value());
  EXPECT_NE(overflow_message(*overflow).find("\"too long\""), std::string::npos);
}

TEST(ContextOverflow, OtherErrorsAreNotOverflows) {
  EXPECT_FALSE(context_overflow(R"({"error":{"code":400,"message":"'messages' is required",)"
                                R"("type":"invalid_request_error"}})"));
  EXPECT_FALSE(context_overflow("{not json"));
  EXPECT_FALSE(context_overflow(R"({"error":"maximum context length"})"));
}

TEST(CutOff, AtMaxTokensOrBeforeItAtTheServersLimit) {
  std::string ours = cut_off_message(256, 256);
  EXPECT_NE(ours.find("raise --max-tokens"), std::string::npos) << ours;
  std::string unknown = cut_off_message(0, 256);
  EXPECT_NE(unknown.find("raise --max-tokens"), std::string::npos) << unknown;
  std::string theirs = cut_off_message(112, 16384);
  EXPECT_NE(theirs.find("after 112 tokens, before --max-tokens (16384)"), std::string::npos) << theirs;
  EXPECT_NE(theirs.find("--ctx-size"), std::string::npos) << theirs;
  EXPECT_EQ(theirs.find("raise --max-tokens"), std::string::npos) << theirs;
}

TEST(BoundedText, KeepsTheHeadAndSaysTheSize) {
  EXPECT_EQ(bounded_text("short", 5), "short");
  std::string big(1 << 20, 'x');
  std::string kept = bounded_text(big, 1000);
  EXPECT_EQ(kept.substr(0, 1000), std::string(1000, 'x'));
  EXPECT_NE(kept.find("the reply was 1048576 bytes; its first 1000 are stored"), std::string::npos) << kept;
  EXPECT_LT(kept.size(), 1100u);
}

TEST(BoundedText, NeverSplitsAUtf8Character) {
  std::string text =
      "ab\xC3\xA9"
      "cd";  // "abécd": é is two bytes, at 2 and 3
  std::string kept = bounded_text(text, 3);
  EXPECT_EQ(kept.substr(0, 2), "ab");
  EXPECT_EQ(kept[2], '\n');
  EXPECT_NE(kept.find("its first 2 are stored"), std::string::npos) << kept;
}

}  // namespace
}  // namespace jaxbench::agent
