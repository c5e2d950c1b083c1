// When to ask an OpenAI-compatible server again, and how long to wait first.
// Retried: 408, 409, 429 (unless the quota is exhausted), 5xx, timeouts and
// connection failures. Not retried: any other 4xx (the request itself is
// wrong) and a 429 whose error is `insufficient_quota` (waiting will not
// refill a plan). The wait is exponential backoff with jitter, but never
// shorter than what the server asked for (`Retry-After` in seconds or as an
// HTTP date, or OpenAI's `retry-after-ms`).
#pragma once

#include <map>
#include <optional>
#include <random>
#include <string>

#include "agent/http_client.h"

namespace jaxbench::agent {

struct RetryPolicy {
  int max_retries = 4;
  double initial_backoff_s = 1.0;
  double max_backoff_s = 60.0;
  double max_server_wait_s = 300.0;  // a Retry-After beyond this is not waited for: the proposal fails
};

enum class RetryDecision { retry, give_up };

// The server's error code (`error.code` or `error.type` in the JSON body), "" if none.
std::string error_code(const std::string& body);

// Whether to retry this response, not counting attempts.
RetryDecision classify(const HttpResponse& response);

// Seconds the server asked to wait, if it said (retry-after-ms wins over retry-after).
std::optional<double> server_wait_seconds(const std::map<std::string, std::string>& headers);

// The wait before retry number `retry` (0 for the first): the backoff in
// [half, full] of min(max, initial * 2^retry), raised to the server's wait.
double backoff_seconds(const RetryPolicy& policy, int retry, std::optional<double> server_wait, std::mt19937_64& rng);

}  // namespace jaxbench::agent
