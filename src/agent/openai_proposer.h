// `openai:MODEL`: a proposer over the OpenAI-compatible chat-completions API
// (POST {base}/chat/completions), which hosted models, vLLM, llama.cpp's
// server and Ollama all speak. The base URL comes from --base-url, else
// JAXBENCH_LLM_BASE_URL, else OPENAI_BASE_URL, else OpenAI's own; the key
// from JAXBENCH_LLM_API_KEY, else OPENAI_API_KEY (none: no Authorization
// header, as local servers want). The key lives only in this object and the
// request header: it is never stored, logged, put in a prompt or in a message.
#pragma once

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <random>
#include <string>

#include "agent/http_client.h"
#include "agent/proposer.h"
#include "agent/retry.h"

namespace jaxbench::agent {

inline constexpr const char* kDefaultOpenAiBaseUrl = "https://api.openai.com/v1";

struct OpenAiOptions {
  std::string model;
  std::string base_url;  // without the trailing /chat/completions
  std::string api_key;   // may be empty
  double temperature = 0.7;
  int64_t max_tokens = 16384;
  double request_timeout_s = kRequestTimeoutSeconds;
  // A reply body past this is not read further (an error); a reply's text
  // past stored_reply_bytes is stored cut (its code is still read whole).
  size_t max_reply_bytes = size_t{16} << 20;
  size_t stored_reply_bytes = size_t{256} << 10;
  RetryPolicy retry;
};

// Fills base_url and api_key from the flag and the environment, as above.
OpenAiOptions openai_options(const std::string& model, const ProposerSettings& settings);

class OpenAiProposer : public Proposer {
 public:
  explicit OpenAiProposer(OpenAiOptions options);
  Proposal propose(const ProposalRequest& request) override;
  std::string describe() const override;
  std::string unreachable() const override;  // a TCP (and TLS) connection to the base URL's host

 private:
  std::string request_body(const ProposalRequest& request) const;
  void read_reply(const HttpResponse& response, Proposal& proposal) const;
  void read_choice(const nlohmann::json& choice, Proposal& proposal) const;
  std::string refusal(const HttpResponse& response) const;
  std::string failure(const std::string& why) const;
  std::string redact(std::string text) const;

  OpenAiOptions options_;
  std::string endpoint_;
  HttpClient http_;
  std::mt19937_64 rng_;
};

}  // namespace jaxbench::agent
