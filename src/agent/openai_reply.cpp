#include "agent/openai_reply.h"

#include <cctype>
#include <nlohmann/json.hpp>

namespace jaxbench::agent {
namespace {

std::optional<int64_t> integer_field(const nlohmann::json& object, const char* key) {
  if (!object.contains(key) || !object[key].is_number_integer()) return std::nullopt;
  return object[key].get<int64_t>();
}

// The whole number just before `phrase` in `text` ("931 in the messages"), if any.
std::optional<int64_t> number_before(const std::string& text, const std::string& phrase) {
  size_t at = text.find(phrase);
  if (at == std::string::npos) return std::nullopt;
  size_t end = at;
  while (end > 0 && text[end - 1] == ' ') --end;
  size_t begin = end;
  while (begin > 0 && std::isdigit(static_cast<unsigned char>(text[begin - 1])) && end - begin < 18) --begin;
  if (begin == end) return std::nullopt;
  return std::stoll(text.substr(begin, end - begin));
}

// The first whole number after `phrase` in `text` (case as written), if any.
std::optional<int64_t> number_after(const std::string& text, const std::string& phrase) {
  size_t at = text.find(phrase);
  if (at == std::string::npos) return std::nullopt;
  at = text.find_first_of("0123456789", at + phrase.size());
  if (at == std::string::npos) return std::nullopt;
  size_t end = at;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])) && end - at < 18) ++end;
  return std::stoll(text.substr(at, end - at));
}

std::string text_field(const nlohmann::json& object, const char* key) {
  return object.contains(key) && object[key].is_string() ? object[key].get<std::string>() : "";
}

}  // namespace

std::optional<ContextOverflow> context_overflow(const std::string& body) {
  nlohmann::json j = nlohmann::json::parse(body, nullptr, false);
  if (!j.is_object()) return std::nullopt;
  // OpenAI and llama.cpp nest the error; vLLM's ErrorResponse is the body itself.
  bool nested = j.contains("error") && j["error"].is_object();
  if (!nested && text_field(j, "object") != "error") return std::nullopt;
  const nlohmann::json& e = nested ? j["error"] : j;
  ContextOverflow overflow;
  overflow.server_message = text_field(e, "message");
  if (text_field(e, "type") == "exceed_context_size_error") {  // llama.cpp's server
    overflow.prompt_tokens = integer_field(e, "n_prompt_tokens");
    overflow.context_tokens = integer_field(e, "n_ctx");
    return overflow;
  }
  const std::string& words = overflow.server_message;
  if (text_field(e, "code") != "context_length_exceeded" && words.find("maximum context length") == std::string::npos)
    return std::nullopt;
  // "This model's maximum context length is 8192 tokens. However, your messages resulted in 9031 tokens."
  overflow.context_tokens = number_after(words, "maximum context length");
  // "However, you requested 941 tokens (931 in the messages, 10 in the completion)": the prompt is 931.
  overflow.prompt_tokens = number_before(words, "in the messages");
  overflow.reply_tokens = number_before(words, "in the completion");
  if (!overflow.prompt_tokens) overflow.prompt_tokens = number_after(words, "However");
  return overflow;
}

std::string overflow_message(const ContextOverflow& overflow) {
  std::string sizes;
  if (overflow.prompt_tokens && overflow.context_tokens && overflow.reply_tokens) {
    return "the server refused the request: the prompt's " + std::to_string(*overflow.prompt_tokens) +
           " tokens and the " + std::to_string(*overflow.reply_tokens) + " asked for the reply (--max-tokens) are " +
           "more than the model's context window of " + std::to_string(*overflow.context_tokens) +
           " tokens (lower --max-tokens, serve a larger window, or use a shorter --prompt-template)";
  }
  if (overflow.prompt_tokens && overflow.context_tokens) {
    sizes = "the prompt is " + std::to_string(*overflow.prompt_tokens) + " tokens, more than the model's context " +
            "window of " + std::to_string(*overflow.context_tokens) + " tokens";
  } else {
    sizes = "the prompt does not fit the model's context window (\"" + overflow.server_message + "\")";
  }
  return "the server refused the prompt: " + sizes +
         " (serve a larger window, e.g. llama.cpp's --ctx-size, or use a shorter --prompt-template)";
}

std::string cut_off_message(int64_t completion_tokens, int64_t max_tokens) {
  if (completion_tokens > 0 && completion_tokens < max_tokens) {
    return "the reply stopped after " + std::to_string(completion_tokens) + " tokens, before --max-tokens (" +
           std::to_string(max_tokens) + "), at the server's own limit (a full context window, or its cap on one " +
           "reply; llama.cpp: --ctx-size, --n-predict): its code is not judged";
  }
  return "the reply stopped at the token limit (" + std::to_string(max_tokens) +
         " tokens; raise --max-tokens): its code is not judged";
}

std::string bounded_text(const std::string& text, size_t keep) {
  if (text.size() <= keep) return text;
  size_t cut = keep;
  // Never split a UTF-8 character: back off over its continuation bytes.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "\n[jaxbench: the reply was " + std::to_string(text.size()) + " bytes; its first " +
         std::to_string(cut) + " are stored]";
}

}  // namespace jaxbench::agent
