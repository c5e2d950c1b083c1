// A proposer turns a prompt into a candidate kernel: an LLM behind the
// OpenAI-compatible chat API (openai_proposer.h) or any program that reads
// the prompt on stdin (command_proposer.h). The loop (`jaxbench optimize`)
// judges what comes back; a proposal without usable code is an outcome of
// its own, fed back like a verdict, never an exception.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "agent/http_client.h"

namespace jaxbench::agent {

enum class ProposalOutcome {
  ok,       // a candidate source came back
  no_code,  // a reply arrived but holds no usable candidate
  cut_off,  // the reply stopped at the token limit; its code is not trusted
  error,    // no reply (transport, HTTP status, malformed reply, the command failed)
};
const char* outcome_name(ProposalOutcome outcome);

struct ProposalRequest {
  std::string system_text;  // the role and the rules (may be empty)
  std::string user_text;    // the task: workload, chip, contract, verdicts so far
};

struct TokenUsage {
  int64_t prompt = 0, completion = 0;  // as the server reported them; 0 when it did not
};

struct Proposal {
  ProposalOutcome outcome = ProposalOutcome::error;
  std::optional<std::string> source;  // the candidate, only when outcome is ok
  std::string language;               // "python" or "mlir" with a source
  std::string raw_reply;              // the model's text or the command's stdout, as received
  TokenUsage tokens;
  double wall_seconds = 0;  // the whole proposal, retries and waits included
  int attempts = 0;         // requests sent (HTTP) or 1 (command)
  std::string message;      // one line saying why, when the outcome is not ok
  std::string log;          // what the far side wrote besides its answer: a command's stderr (bounded)
};

class Proposer {
 public:
  virtual ~Proposer() = default;
  // Never throws for the far side's doing: failures come back as outcomes.
  virtual Proposal propose(const ProposalRequest& request) = 0;
  virtual std::string describe() const = 0;  // e.g. "openai:gpt-5 at https://…/v1" (never the key)
  // One line saying why the far side cannot be reached now, "" when it can
  // (or when there is nothing to reach): asked once, before a run starts.
  virtual std::string unreachable() const { return ""; }
};

// What --proposer and its options give. Environment variables fill what a
// flag leaves empty (openai_proposer.h lists them).
struct ProposerSettings {
  std::string base_url;                               // --base-url
  double temperature = 0.7;                           // --temperature
  int64_t max_tokens = 16384;                         // --max-tokens
  double request_timeout_s = kRequestTimeoutSeconds;  // --request-timeout (one HTTP request, or the whole command)
  int max_retries = 4;                                // HTTP retries after the first attempt
};

// "openai:MODEL" or "command:CMD"; anything else throws jaxbench::Error
// naming the accepted forms.
std::unique_ptr<Proposer> make_proposer(const std::string& spec, const ProposerSettings& settings);

// Refuses, before anything is stored, a spec make_proposer refuses and a
// proposer whose far side cannot be reached (throws jaxbench::Error with its
// one line). "autotune" proposes locally: nothing to check.
void check_proposer(const std::string& spec, const ProposerSettings& settings);

}  // namespace jaxbench::agent
