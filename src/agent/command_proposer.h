// `command:CMD`: any program as a proposer. CMD runs under /bin/sh -c in the
// current directory with the caller's environment, the prompt (system text,
// a blank line, user text) on stdin, and writes the candidate file itself
// to stdout (Python, or a StableHLO module). Past the timeout its whole
// process group is killed. Its stderr is kept (the last 64 KiB) for the
// audit trail; a failure's message carries stderr's last line.
#pragma once

#include <string>

#include "agent/proposer.h"

namespace jaxbench::agent {

struct CommandOptions {
  std::string command;
  double timeout_s = kRequestTimeoutSeconds;
  size_t stdout_cap_bytes = 4u << 20;  // a candidate larger than this is an error, not truncated code
  size_t stderr_keep_bytes = 64u << 10;
};

class CommandProposer : public Proposer {
 public:
  explicit CommandProposer(CommandOptions options);
  Proposal propose(const ProposalRequest& request) override;
  std::string describe() const override { return "command:" + options_.command; }
  // stderr of the last run (bounded), kept for the run's record.
  const std::string& last_stderr() const { return last_stderr_; }

 private:
  CommandOptions options_;
  std::string last_stderr_;
};

}  // namespace jaxbench::agent
