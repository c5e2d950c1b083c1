#include "agent/proposer.h"

#include "agent/command_proposer.h"
#include "agent/openai_proposer.h"
#include "core/error.h"

namespace jaxbench::agent {

const char* outcome_name(ProposalOutcome outcome) {
  switch (outcome) {
    case ProposalOutcome::ok:
      return "ok";
    case ProposalOutcome::no_code:
      return "no_code";
    case ProposalOutcome::cut_off:
      return "cut_off";
    case ProposalOutcome::error:
      return "error";
  }
  return "error";
}

std::unique_ptr<Proposer> make_proposer(const std::string& spec, const ProposerSettings& settings) {
  size_t colon = spec.find(':');
  std::string kind = spec.substr(0, colon), rest = colon == std::string::npos ? "" : spec.substr(colon + 1);
  if (colon != std::string::npos && kind == "openai")
    return std::make_unique<OpenAiProposer>(openai_options(rest, settings));
  if (colon != std::string::npos && kind == "command") {
    CommandOptions options;
    options.command = rest;
    options.timeout_s = settings.request_timeout_s;
    return std::make_unique<CommandProposer>(options);
  }
  throw Error("--proposer: '" + spec + "' is not a proposer (write openai:MODEL or command:CMD)");
}

void check_proposer(const std::string& spec, const ProposerSettings& settings) {
  if (spec == "autotune") return;
  std::string why = make_proposer(spec, settings)->unreachable();
  if (!why.empty()) throw Error(why);
}

}  // namespace jaxbench::agent
