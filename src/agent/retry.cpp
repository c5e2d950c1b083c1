#include "agent/retry.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <nlohmann/json.hpp>

namespace jaxbench::agent {

std::string error_code(const std::string& body) {
  nlohmann::json j = nlohmann::json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (!j.is_object() || !j.contains("error") || !j["error"].is_object()) return "";
  const auto& e = j["error"];
  for (const char* key : {"code", "type"}) {
    if (e.contains(key) && e[key].is_string()) {
      std::string v = e[key].get<std::string>();
      if (!v.empty()) return v;
    }
  }
  return "";
}

RetryDecision classify(const HttpResponse& response) {
  if (response.status == 0) return RetryDecision::retry;  // timeout, refused, reset: may pass
  long s = response.status;
  if (s == 429) {
    // OpenAI sends code "insufficient_quota" (type too) when the plan is spent.
    nlohmann::json j = nlohmann::json::parse(response.body, nullptr, false);
    std::string text = j.is_discarded() ? response.body : j.dump();
    return text.find("insufficient_quota") != std::string::npos ? RetryDecision::give_up : RetryDecision::retry;
  }
  if (s == 408 || s == 409 || s >= 500) return RetryDecision::retry;
  return RetryDecision::give_up;
}

namespace {

std::optional<double> parse_number(const std::string& text) {
  try {
    size_t used = 0;
    double v = std::stod(text, &used);
    if (used == text.size() && std::isfinite(v) && v >= 0) return v;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

// "Wed, 21 Oct 2015 07:28:00 GMT" (RFC 9110's IMF-fixdate), as seconds from now.
std::optional<double> parse_http_date(const std::string& text) {
  std::tm tm{};
  const char* end = ::strptime(text.c_str(), "%a, %d %b %Y %H:%M:%S GMT", &tm);
  if (end == nullptr || *end != '\0') return std::nullopt;
  double wait = std::difftime(::timegm(&tm), std::time(nullptr));
  return std::max(0.0, wait);
}

}  // namespace

std::optional<double> server_wait_seconds(const std::map<std::string, std::string>& headers) {
  if (auto it = headers.find("retry-after-ms"); it != headers.end()) {
    if (auto ms = parse_number(it->second)) return *ms / 1000.0;
  }
  if (auto it = headers.find("retry-after"); it != headers.end()) {
    if (auto s = parse_number(it->second)) return s;
    return parse_http_date(it->second);
  }
  return std::nullopt;
}

double backoff_seconds(const RetryPolicy& policy, int retry, std::optional<double> server_wait, std::mt19937_64& rng) {
  double full = std::min(policy.max_backoff_s, policy.initial_backoff_s * std::pow(2.0, retry));
  // Jitter spreads the retries of many proposals in flight (--jobs) apart.
  std::uniform_real_distribution<double> jitter(0.5, 1.0);
  double wait = full * jitter(rng);
  return server_wait ? std::max(wait, *server_wait) : wait;
}

}  // namespace jaxbench::agent
