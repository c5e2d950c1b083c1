// What each command is asked, with each default written once (eval's and
// preflight's requests are the judge's own), and the parser that fills it
// from argv. Each parser is defined beside its command (src/cli/<command>.cpp)
// and runs nothing: tests/cli/args_test.cpp drives them directly. They throw
// UsageError (exit code 2) for a bad command line.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cli/command_line.h"
#include "jobs/eval_request.h"
#include "jobs/preflight_request.h"
#include "jobs/run_suite.h"
#include "judge/verdict.h"

namespace jaxbench::cli {

// `jaxbench run`: the run job's request (jobs/run_suite.h), and where the
// results files go.
struct RunRequest : jobs::RunRequest {
  std::string out_dir = "results";
  std::string executor = "local";  // fleet/executor.h: local, ray, ray://ADDRESS
};

// `jaxbench exec PROGRAM`: one StableHLO program on .npy inputs.
struct ExecRequest {
  std::string program_path;
  std::vector<std::string> input_paths;  // in argument order
  std::string output_dir = ".";
  std::string plugin;
};

// `jaxbench list`: the suite's workloads.
struct ListRequest {
  std::string suite = "all";
};

// `jaxbench doctor`: the plugin and a smoke test.
struct DoctorRequest {
  std::string plugin;
};

// `jaxbench platforms`: the platform registry; it takes only --json.
struct PlatformsRequest {};

// `jaxbench history`: the results store's verdicts, newest first.
struct HistoryRequest {
  std::optional<std::string> workload;  // an id or prefix
  int limit = 20;                       // 0: all
};

CommandLine<RunRequest> parse_run(const Argv& argv);
CommandLine<ExecRequest> parse_exec(const Argv& argv);
CommandLine<ListRequest> parse_list(const Argv& argv);
CommandLine<DoctorRequest> parse_doctor(const Argv& argv);
CommandLine<PlatformsRequest> parse_platforms(const Argv& argv);
CommandLine<jobs::EvalRequest> parse_eval(const Argv& argv);
CommandLine<jobs::EvalRequest> parse_evaluate(const Argv& argv);

// What eval and evaluate share: judge the request, record the verdict in the
// store, print it (JSON with "command" and "store", or `text`), and return
// `exit_code` of it (a timeout reports, records and ends the process).
struct JudgedCommand {
  std::string name;  // "eval", "evaluate": the run's command in the store
  std::function<std::string(const judge::Verdict&)> text;
  std::function<int(const judge::Verdict&)> exit_code;
};
int judge_and_print(const CommandLine<jobs::EvalRequest>& line, const JudgedCommand& command);
CommandLine<jobs::PreflightRequest> parse_preflight(const Argv& argv);
CommandLine<HistoryRequest> parse_history(const Argv& argv);

}  // namespace jaxbench::cli
