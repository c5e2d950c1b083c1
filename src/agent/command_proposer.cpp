#include "agent/command_proposer.h"

#include <unistd.h>

#include <filesystem>

#include "agent/extract_code.h"
#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "process/supervisor.h"

extern char** environ;

namespace jaxbench::agent {
namespace {

std::string last_line(const std::string& text) {
  size_t end = text.find_last_not_of(" \t\r\n");
  if (end == std::string::npos) return "";
  size_t begin = text.rfind('\n', end);
  begin = begin == std::string::npos ? 0 : begin + 1;
  return text.substr(begin, end - begin + 1);
}

std::string stderr_hint(const std::string& err) {
  std::string line = last_line(err);
  return line.empty() ? " (no stderr)" : "; stderr: " + one_line(line, 300);
}

std::vector<std::string> current_environment() {
  std::vector<std::string> env;
  for (char** e = environ; *e != nullptr; ++e) env.emplace_back(*e);
  return env;
}

}  // namespace

CommandProposer::CommandProposer(CommandOptions options) : options_(std::move(options)) {
  if (options_.command.empty())
    throw Error("command: no program named (write --proposer command:CMD, e.g. command:examples/agents/echo.sh)");
}

Proposal CommandProposer::propose(const ProposalRequest& request) {
  Proposal p;
  p.attempts = 1;
  TempDir scratch("jaxbench-proposer-");
  std::string prompt_path = scratch.path() + "/prompt.txt";
  write_file_atomic(prompt_path,
                    request.system_text.empty() ? request.user_text : request.system_text + "\n\n" + request.user_text);
  process::ProcessPlan plan;
  plan.program = "/bin/sh";
  plan.argv = {"sh", "-c", options_.command};
  plan.env = current_environment();
  plan.work_dir = std::filesystem::current_path().string();
  plan.stdin_path = prompt_path;
  plan.timeout_seconds = options_.timeout_s;
  plan.output_cap_bytes = options_.stdout_cap_bytes;
  process::ProcessRun run = process::supervise_process(plan);
  p.wall_seconds = run.wall_seconds;
  last_stderr_ = run.stderr_text.size() > options_.stderr_keep_bytes
                     ? run.stderr_text.substr(run.stderr_text.size() - options_.stderr_keep_bytes)
                     : run.stderr_text;
  p.log = last_stderr_;
  p.raw_reply = run.stdout_text;
  std::string who = "command `" + one_line(options_.command, 120) + "`";
  p.outcome = ProposalOutcome::error;
  if (run.outcome == process::ProcessOutcome::spawn_failed) {
    p.message = who + " could not start: " + run.message;
  } else if (run.outcome == process::ProcessOutcome::timeout) {
    p.message = who + " ran past its timeout of " + std::to_string(static_cast<int>(options_.timeout_s)) +
                " s and was killed (raise --request-timeout)" + stderr_hint(last_stderr_);
  } else if (run.outcome == process::ProcessOutcome::signaled) {
    p.message = who + " died by " + process::signal_name(run.signal) + stderr_hint(last_stderr_);
  } else if (run.exit_code != 0) {
    p.message = who + " exited with code " + std::to_string(run.exit_code) + stderr_hint(last_stderr_);
  } else if (run.stdout_bytes > options_.stdout_cap_bytes) {
    p.message = who + " wrote " + std::to_string(run.stdout_bytes) +
                " bytes on stdout, more than a candidate may be (" + std::to_string(options_.stdout_cap_bytes) + ")";
  } else if (run.stdout_text.find_first_not_of(" \t\r\n") == std::string::npos) {
    p.outcome = ProposalOutcome::no_code;
    p.message = who + " exited 0 but wrote no candidate on stdout" + stderr_hint(last_stderr_);
  } else {
    p.outcome = ProposalOutcome::ok;
    p.source = run.stdout_text;
    p.language = guess_language(run.stdout_text);
  }
  return p;
}

}  // namespace jaxbench::agent
