#include "agent/openai_proposer.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <thread>

#include "agent/extract_code.h"
#include "agent/openai_reply.h"
#include "core/clock.h"
#include "core/error.h"

namespace jaxbench::agent {
namespace {

std::string first_env(std::initializer_list<const char*> names) {
  for (const char* name : names) {
    const char* v = std::getenv(name);
    if (v != nullptr && *v != '\0') return v;
  }
  return "";
}

std::string status_text(const HttpResponse& r) {
  if (r.status == 0) return r.timed_out ? "timed out (" + r.transport_error + ")" : r.transport_error;
  return "HTTP " + std::to_string(r.status);
}

// The server's own words for an error, for the one-line message.
std::string server_message(const std::string& body) {
  nlohmann::json j = nlohmann::json::parse(body, nullptr, false);
  if (j.is_object() && j.contains("error")) {
    const auto& e = j["error"];
    if (e.is_object() && e.contains("message") && e["message"].is_string()) return e["message"].get<std::string>();
    if (e.is_string()) return e.get<std::string>();
  }
  return body.substr(0, 200);
}

}  // namespace

OpenAiOptions openai_options(const std::string& model, const ProposerSettings& settings) {
  OpenAiOptions o;
  o.model = model;
  o.base_url = !settings.base_url.empty() ? settings.base_url : first_env({"JAXBENCH_LLM_BASE_URL", "OPENAI_BASE_URL"});
  if (o.base_url.empty()) o.base_url = kDefaultOpenAiBaseUrl;
  while (!o.base_url.empty() && o.base_url.back() == '/') o.base_url.pop_back();
  o.api_key = first_env({"JAXBENCH_LLM_API_KEY", "OPENAI_API_KEY"});
  o.temperature = settings.temperature;
  o.max_tokens = settings.max_tokens;
  o.request_timeout_s = settings.request_timeout_s;
  o.retry.max_retries = settings.max_retries;
  return o;
}

OpenAiProposer::OpenAiProposer(OpenAiOptions options)
    : options_(std::move(options)), endpoint_(options_.base_url + "/chat/completions"), rng_(std::random_device{}()) {
  if (options_.model.empty()) throw Error("openai: no model named (write --proposer openai:MODEL, e.g. openai:gpt-5)");
}

std::string OpenAiProposer::describe() const { return "openai:" + options_.model + " at " + options_.base_url; }

std::string OpenAiProposer::request_body(const ProposalRequest& request) const {
  nlohmann::json messages = nlohmann::json::array();
  if (!request.system_text.empty()) messages.push_back({{"role", "system"}, {"content", request.system_text}});
  messages.push_back({{"role", "user"}, {"content", request.user_text}});
  nlohmann::json body = {{"model", options_.model},
                         {"messages", messages},
                         {"temperature", options_.temperature},
                         {"max_tokens", options_.max_tokens}};
  return body.dump();
}

std::string OpenAiProposer::redact(std::string text) const {
  // A server that echoes the request must not carry the key into our messages.
  if (options_.api_key.empty()) return text;
  for (size_t at; (at = text.find(options_.api_key)) != std::string::npos;)
    text.replace(at, options_.api_key.size(), "[key]");
  return text;
}

std::string OpenAiProposer::failure(const std::string& why) const {
  return redact(one_line("openai: POST " + endpoint_ + ": " + why, 400));
}

std::string OpenAiProposer::unreachable() const {
  HttpClient probe;  // its own connection, closed with it
  std::string why = probe.connect_only(options_.base_url, std::min(options_.request_timeout_s, 10.0));
  if (why.empty()) return "";
  return redact(one_line("openai: cannot reach " + options_.base_url + " (" + one_line(why, 200) +
                             "): is the server running? start it, or fix --base-url",
                         400));
}

void OpenAiProposer::read_reply(const HttpResponse& r, Proposal& p) const {
  nlohmann::json j = nlohmann::json::parse(r.body, nullptr, false);
  const nlohmann::json* choice = nullptr;
  if (j.is_object() && j.contains("choices") && j["choices"].is_array() && !j["choices"].empty())
    choice = &j["choices"][0];
  if (choice == nullptr || !choice->is_object() || !choice->contains("message") || !(*choice)["message"].is_object()) {
    p.outcome = ProposalOutcome::error;
    p.raw_reply = bounded_text(r.body, options_.stored_reply_bytes);
    std::string what = j.is_discarded() ? "the reply is not JSON" : "the reply has no choices[0].message";
    p.message = failure(what + " (is the base URL an OpenAI-compatible /v1 endpoint?)");
    return;
  }
  if (j.contains("usage") && j["usage"].is_object()) {
    p.tokens.prompt = j["usage"].value("prompt_tokens", int64_t{0});
    p.tokens.completion = j["usage"].value("completion_tokens", int64_t{0});
  }
  read_choice(*choice, p);
}

void OpenAiProposer::read_choice(const nlohmann::json& choice, Proposal& p) const {
  const auto& content = choice["message"].value("content", nlohmann::json());
  std::string text = content.is_string() ? content.get<std::string>() : "";
  p.raw_reply = bounded_text(text, options_.stored_reply_bytes);
  // Said of a reply too long to store whole, whatever its outcome.
  std::string stored = text.size() > options_.stored_reply_bytes
                           ? " (the reply was " + std::to_string(text.size()) + " bytes: stored cut to the first " +
                                 std::to_string(options_.stored_reply_bytes) + ")"
                           : "";
  std::string finish =
      choice.value("finish_reason", nlohmann::json()).is_string() ? choice["finish_reason"].get<std::string>() : "";
  if (finish == "length") {
    p.outcome = ProposalOutcome::cut_off;
    p.message = cut_off_message(p.tokens.completion, options_.max_tokens) + stored;
    return;
  }
  auto code = extract_code(text);
  if (!code) {
    p.outcome = ProposalOutcome::no_code;
    p.message =
        "the reply holds no fenced ```python block defining workload() (nor an ```mlir module with @main)" + stored;
    return;
  }
  p.outcome = ProposalOutcome::ok;
  p.source = code->source;
  p.language = code->language;
  if (!stored.empty()) p.message = "the candidate came whole" + stored;
}

// The one line for a reply that is not a completion: a refused prompt,
// a body past the limit, or an HTTP error in the server's own words.
std::string OpenAiProposer::refusal(const HttpResponse& r) const {
  if (r.body_cut) {
    return "the reply passed " + std::to_string(options_.max_reply_bytes) +
           " bytes and was not read further (its first " + std::to_string(options_.stored_reply_bytes) +
           " bytes are stored)";
  }
  if (auto overflow = context_overflow(r.body)) return overflow_message(*overflow);
  std::string why = status_text(r);
  if (r.status != 0) {
    std::string code = error_code(r.body);
    why += (code.empty() ? "" : " " + code) + ": " + server_message(r.body);
  }
  return one_line(why, 300);
}

Proposal OpenAiProposer::propose(const ProposalRequest& request) {
  auto start = std::chrono::steady_clock::now();
  Proposal p;
  HttpRequest http{endpoint_,
                   {"Content-Type: application/json", "Accept: application/json"},
                   request_body(request),
                   options_.request_timeout_s,
                   options_.max_reply_bytes};
  if (!options_.api_key.empty()) http.headers.push_back("Authorization: Bearer " + options_.api_key);
  for (int retry = 0;; ++retry) {
    HttpResponse r = http_.post(http);
    ++p.attempts;
    if (r.status == 200 && !r.body_cut) {
      read_reply(r, p);
      break;
    }
    std::string why = refusal(r);
    bool retryable = classify(r) == RetryDecision::retry && !r.body_cut;
    auto server_wait = server_wait_seconds(r.headers);
    if (!retryable || retry >= options_.retry.max_retries ||
        (server_wait && *server_wait > options_.retry.max_server_wait_s)) {
      std::string tail = !retryable ? " (not retried)" : " (gave up after " + std::to_string(p.attempts) + " attempts)";
      if (r.status == 429 && !retryable) tail = " (the key's quota is spent: check its plan and billing; not retried)";
      p.outcome = ProposalOutcome::error;
      p.raw_reply = bounded_text(r.body, options_.stored_reply_bytes);
      p.message = failure(why + tail);
      break;
    }
    double wait = backoff_seconds(options_.retry, retry, server_wait, rng_);
    std::this_thread::sleep_for(std::chrono::duration<double>(wait));
  }
  p.wall_seconds = seconds_since(start);
  return p;
}

}  // namespace jaxbench::agent
