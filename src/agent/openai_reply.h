// What an OpenAI-compatible server's answer means beyond choices[0].message:
// a prompt refused for not fitting the context window (llama.cpp, vLLM and
// OpenAI each say it their own way), a reply stopped by a length limit (ours,
// --max-tokens, or the server's own), and a reply too large to store whole.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace jaxbench::agent {

// The server refused the request because the prompt does not fit the window.
struct ContextOverflow {
  std::optional<int64_t> prompt_tokens;   // the prompt's size, when the server said it
  std::optional<int64_t> context_tokens;  // the model's context window, when the server said it
  std::optional<int64_t> reply_tokens;    // the reply's budget, when the server counted it too (max_tokens)
  std::string server_message;             // the server's own words
};

// Recognizes llama.cpp's error.type "exceed_context_size_error" (sizes in
// n_prompt_tokens and n_ctx), OpenAI's error.code "context_length_exceeded",
// and a message about the "maximum context length" (vLLM, OpenAI: the sizes
// are read from its words; llama-cpp-python and vLLM count max_tokens in:
// "(N in the messages, M in the completion)"), under "error" or (vLLM) as
// the body itself.
// nullopt for any other body.
std::optional<ContextOverflow> context_overflow(const std::string& body);

// One line naming both sizes (the server's words when it gave no numbers)
// and the two fixes: a larger window on the server, or a shorter prompt.
std::string overflow_message(const ContextOverflow& overflow);

// Why a reply whose finish_reason is "length" stopped: at --max-tokens, or
// before it, at the server's own limit (a full context window, its cap on
// one reply). completion_tokens is 0 when the server did not say.
std::string cut_off_message(int64_t completion_tokens, int64_t max_tokens);

// The text as stored: whole when at most `keep` bytes, else its first
// `keep` bytes (cut on a UTF-8 character boundary) and a last line saying
// how many bytes the reply had.
std::string bounded_text(const std::string& text, size_t keep);

}  // namespace jaxbench::agent
