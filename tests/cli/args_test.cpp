// The command-line parsers on their own: typed values, defaults that are the
// request structs' own, and one-line errors (exit code 2) that name the
// option, the value and the valid values. Nothing is run, no plugin loaded.
#include <gtest/gtest.h>

#include "cli/commands.h"
#include "cli/requests.h"
#include "cli/verify_requests.h"
#include "core/strings.h"
#include "jobs/jaxbench_flags.h"
#include "measure/sampler.h"
#include "preflight/preflight.h"
#include "runtime/topology.h"

namespace jaxbench::cli {
namespace {

// The message of the UsageError `parse` throws for argv, checking that it is
// one line and exits 2; "" (and a failure) when it parses.
template <typename Parse>
std::string usage_error(Parse parse, const Argv& argv) {
  try {
    parse(argv);
  } catch (const UsageError& error) {
    EXPECT_EQ(error.exit_code(), 2);
    std::string message = error.what();
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    return message;
  }
  ADD_FAILURE() << "parsed without an error";
  return "";
}

TEST(ArgsTest, EvalDefaultsAreTheRequestsDefaults) {
  jobs::EvalRequest defaults;
  jobs::EvalRequest request = parse_eval({"--workload", "12p", "--candidate", "c.py"}).request;
  EXPECT_EQ(request.workload, "12p");
  EXPECT_EQ(request.candidate_path, "c.py");
  EXPECT_EQ(request.size, defaults.size);
  EXPECT_EQ(request.plugin, defaults.plugin);
  EXPECT_EQ(request.seeds, defaults.seeds);
  EXPECT_EQ(request.timing, defaults.timing);
  EXPECT_EQ(request.budget_seconds, defaults.budget_seconds);
  EXPECT_EQ(request.export_timeout_seconds, defaults.export_timeout_seconds);
  EXPECT_EQ(request.target, std::nullopt);
  EXPECT_EQ(request.target_size, defaults.target_size);
  // The pre-flight's own limit, no longer a second number in the CLI.
  EXPECT_EQ(request.target_timeout_seconds, preflight::PreflightOptions{}.timeout_seconds);
}

TEST(ArgsTest, EvalTypedValues) {
  CommandLine<jobs::EvalRequest> line = parse_eval({"--workload=41k",
                                                    "--candidate",
                                                    "k.mlir",
                                                    "--size",
                                                    "full",
                                                    "--plugin",
                                                    "cuda",
                                                    "--budget",
                                                    "0.5",
                                                    "--seeds",
                                                    "4",
                                                    "--seeds",
                                                    "7",
                                                    "--no-timing",
                                                    "--export-timeout",
                                                    "20",
                                                    "--target",
                                                    "v5e",
                                                    "--target-size",
                                                    "small",
                                                    "--target-timeout",
                                                    "60",
                                                    "--json"});
  const jobs::EvalRequest& request = line.request;
  EXPECT_TRUE(line.json);
  EXPECT_FALSE(line.help);
  EXPECT_EQ(request.workload, "41k");
  EXPECT_EQ(request.size, "full");
  EXPECT_EQ(request.plugin, "cuda");
  EXPECT_EQ(request.budget_seconds, 0.5);
  EXPECT_EQ(request.seeds, 7);  // a repeated option keeps its last value
  EXPECT_FALSE(request.timing);
  EXPECT_EQ(request.export_timeout_seconds, 20);
  EXPECT_EQ(request.target, "v5e");
  EXPECT_EQ(request.target_size, "small");
  EXPECT_EQ(request.target_timeout_seconds, 60);
}

TEST(ArgsTest, EvalNeedsAWorkloadAndACandidate) {
  EXPECT_EQ(usage_error(parse_eval, {"--workload", "12p"}),
            "eval needs --workload ID and --candidate FILE (see jaxbench eval --help)");
}

// JAXBench's evaluate: --kernel is the candidate, and its flags map onto
// eval's request (jobs/jaxbench_flags.h); unknown TPUs are refused.
TEST(ArgsTest, EvaluateTakesJaxbenchsFlags) {
  jobs::EvalRequest defaults;
  CommandLine<jobs::EvalRequest> line =
      parse_evaluate({"--workload", "1p_Flash_Attention", "--kernel", "k.py", "--tpu", "auto", "--json"});
  EXPECT_EQ(line.request.workload, "1p_Flash_Attention");
  EXPECT_EQ(line.request.candidate_path, "k.py");
  EXPECT_EQ(line.request.size, defaults.size);
  EXPECT_FALSE(line.request.target.has_value());
  EXPECT_TRUE(line.request.notes.empty());
  EXPECT_TRUE(line.json);
  jobs::EvalRequest counted =
      parse_evaluate({"--workload", "8p", "--kernel", "k.py", "--num-warmup", "5", "--num-iters", "50"}).request;
  ASSERT_EQ(counted.notes.size(), 1u);  // said once, for both
  EXPECT_NE(counted.notes[0].find("accepted, not used"), std::string::npos) << counted.notes[0];
  EXPECT_NE(usage_error(parse_evaluate, {"--workload", "8p", "--kernel", "k.py", "--tpu", "v4"}).find("--tpu"),
            std::string::npos);
  EXPECT_NE(usage_error(parse_evaluate, {"--workload", "8p"}).find("--kernel"), std::string::npos);
}

TEST(ArgsTest, RunTakesJaxbenchsFlags) {
  RunRequest request = parse_run({"--all", "--num-warmup", "3", "--num-iters", "20"}).request;
  EXPECT_EQ(request.suite, "all");
  EXPECT_EQ(request.num_warmup, 3);
  EXPECT_EQ(request.num_iters, 20);
  EXPECT_FALSE(request.size_given);
  EXPECT_TRUE(parse_run({"--size", "full"}).request.size_given);
  EXPECT_NE(usage_error(parse_run, {"--all", "--workload", "8p"}).find("--all"), std::string::npos);
}

TEST(ArgsTest, RunTakesAnExecutor) {
  EXPECT_EQ(parse_run({}).request.executor, "local");
  EXPECT_EQ(parse_run({"--executor", "ray://10.0.0.2:6379"}).request.executor, "ray://10.0.0.2:6379");
  std::string refused = usage_error(parse_run, {"--executor", "slurm"});
  EXPECT_NE(refused.find("slurm"), std::string::npos) << refused;
  EXPECT_NE(refused.find("local|ray|ray://ADDRESS"), std::string::npos) << refused;
}

TEST(ArgsTest, VerifyTakesAnExecutor) {
  EXPECT_EQ(parse_verify({"--all"}).request.executor, "local");
  EXPECT_EQ(parse_verify({"--all", "--executor", "ray"}).request.executor, "ray");
  std::string refused = usage_error(parse_verify, {"--all", "--executor", "ray:/x"});
  EXPECT_NE(refused.find("ray:/x"), std::string::npos) << refused;
  EXPECT_NE(refused.find("local|ray|ray://ADDRESS"), std::string::npos) << refused;
}

TEST(ArgsTest, JaxbenchsCountsSetRunsSampling) {
  measure::SamplingOptions sampling;
  std::string plugin, size = "small";
  jobs::JaxbenchFlags flags;
  flags.num_warmup = 7;
  flags.num_iters = 12;
  EXPECT_TRUE(jobs::apply_jaxbench_flags(flags, plugin, size, sampling).empty());
  EXPECT_EQ(sampling.min_warmup, 7);
  EXPECT_GE(sampling.max_warmup, 7);
  EXPECT_EQ(sampling.max_samples, 12);
  EXPECT_LE(sampling.min_samples, 12);
  EXPECT_EQ(size, "small");
  flags.tpu = "v9";
  EXPECT_THROW(jobs::apply_jaxbench_flags(flags, plugin, size, sampling), Error);
}

TEST(ArgsTest, PreflightDefaultsAndRepeatedOptions) {
  jobs::PreflightRequest defaults;
  jobs::PreflightRequest request = parse_preflight({}).request;
  EXPECT_TRUE(request.workloads.empty());
  EXPECT_EQ(request.suite, std::nullopt);
  EXPECT_EQ(request.candidate_path, std::nullopt);
  EXPECT_EQ(request.size, defaults.size);
  EXPECT_EQ(request.target, defaults.target);
  EXPECT_EQ(request.plugin, defaults.plugin);
  EXPECT_EQ(request.timeout_seconds, defaults.timeout_seconds);
  EXPECT_EQ(request.export_timeout_seconds, defaults.export_timeout_seconds);

  request = parse_preflight({"--workload", "12p", "--workload", "41k", "--program", "a.mlir", "--program=b.mlirbc",
                             "--suite", "fused", "--target", "v6e:2x2", "--size", "small", "--timeout", "30"})
                .request;
  EXPECT_EQ(request.workloads, (std::vector<std::string>{"12p", "41k"}));
  EXPECT_EQ(request.programs, (std::vector<std::string>{"a.mlir", "b.mlirbc"}));
  EXPECT_EQ(request.suite, "fused");
  EXPECT_EQ(request.target, "v6e:2x2");
  EXPECT_EQ(request.size, "small");
  EXPECT_EQ(request.timeout_seconds, 30);
}

TEST(ArgsTest, RunDefaultsAreTheSamplersDefaults) {
  RunRequest defaults;
  RunRequest request = parse_run({}).request;
  EXPECT_EQ(request.budget_seconds, measure::SamplingOptions{}.budget_seconds);
  EXPECT_EQ(request.size, defaults.size);
  EXPECT_EQ(request.out_dir, defaults.out_dir);
  EXPECT_EQ(request.suite, std::nullopt);
  request = parse_run({"--workload", "12p", "--budget", "0.2", "--out", "r", "--size", "full"}).request;
  EXPECT_EQ(request.workloads, std::vector<std::string>{"12p"});
  EXPECT_EQ(request.budget_seconds, 0.2);
  EXPECT_EQ(request.out_dir, "r");
  EXPECT_EQ(request.size, "full");
}

TEST(ArgsTest, ExecTakesOneProgramAndItsInputsInOrder) {
  ExecRequest request = parse_exec({"p.mlir", "--input", "b.npy", "--input", "a.npy"}).request;
  EXPECT_EQ(request.program_path, "p.mlir");
  EXPECT_EQ(request.input_paths, (std::vector<std::string>{"b.npy", "a.npy"}));
  EXPECT_EQ(request.output_dir, ExecRequest{}.output_dir);
  EXPECT_EQ(usage_error(parse_exec, {"--input", "a.npy"}),
            "exec takes exactly one program file (see jaxbench exec --help)");
}

TEST(ArgsTest, BadValuesNameTheOptionAndTheValidValues) {
  EXPECT_EQ(usage_error(parse_run, {"--budget", "abc"}), "--budget: 'abc' is not a number (a time in seconds, e.g. 2)");
  EXPECT_EQ(usage_error(parse_run, {"--budget=-1"}),
            "--budget: '-1' is not a positive number (a time in seconds, e.g. 2)");
  EXPECT_EQ(usage_error(parse_run, {"--size", "medium"}), "--size: 'medium' is not a size (small|full)");
  EXPECT_EQ(usage_error(parse_list, {"--suite", "best"}),
            "--suite: 'best' is not a suite (priority|fused|all|levels|user|everything)");
  Argv eval = {"--workload", "12p", "--candidate", "c.py"};
  auto eval_with = [&](std::vector<std::string> extra) {
    extra.insert(extra.begin(), eval.begin(), eval.end());
    return extra;
  };
  EXPECT_EQ(usage_error(parse_eval, eval_with({"--seeds", "-1"})),
            "--seeds: '-1' is not a whole number of at least 3 (secret seeds, e.g. 3)");
  EXPECT_EQ(usage_error(parse_eval, eval_with({"--seeds", "3.5"})),
            "--seeds: '3.5' is not a whole number of at least 3 (secret seeds, e.g. 3)");
  EXPECT_EQ(usage_error(parse_eval, eval_with({"--budget", "ten"})),
            "--budget: 'ten' is not a number (a time in seconds, e.g. 10)");
  EXPECT_EQ(usage_error(parse_eval, eval_with({"--target-timeout", "0"})),
            "--target-timeout: '0' is not a positive number (a time in seconds, e.g. 900)");
  EXPECT_EQ(usage_error(parse_eval, eval_with({"--target", "v9z"})), "--target: unknown TPU target 'v9z': use one of " +
                                                                         runtime::known_tpu_targets() +
                                                                         ", or a libtpu topology such as v6e:2x2");
  EXPECT_EQ(usage_error(parse_preflight, {"--target", "v9z"}), "--target: unknown TPU target 'v9z': use one of " +
                                                                   runtime::known_tpu_targets() +
                                                                   ", or a libtpu topology such as v6e:2x2");
  EXPECT_EQ(usage_error(parse_preflight, {"--size", "huge"}), "--size: 'huge' is not a size (small|full)");
}

TEST(ArgsTest, UnknownOptionsAndStrayArgumentsFail) {
  EXPECT_EQ(usage_error(parse_run, {"--bogus"}), "unknown option --bogus for jaxbench run (see jaxbench run --help)");
  EXPECT_EQ(usage_error(parse_doctor, {"--plugin", "cpu", "--bogus=3"}),
            "unknown option --bogus for jaxbench doctor (see jaxbench doctor --help)");
  EXPECT_EQ(usage_error(parse_platforms, {"extra"}),
            "unexpected argument 'extra' for jaxbench platforms (see jaxbench platforms --help)");
  EXPECT_EQ(usage_error(parse_run, {"--budget"}), "option --budget needs a value (see jaxbench run --help)");
}

TEST(ArgsTest, CommandsRejectABadLineBeforeDoingAnything) {
  // main turns the UsageError into one line on stderr and exit code 2.
  EXPECT_THROW(run_command({"--budget", "abc"}), UsageError);
  EXPECT_THROW(preflight_command({"--target", "v9z", "--program", "missing.mlir"}), UsageError);
}

TEST(ArgsTest, HelpKeepsTheCommandsTextAndListsTheDefaults) {
  CommandLine<RunRequest> line = parse_run({"--help"});
  ASSERT_TRUE(line.help);
  EXPECT_EQ(line.help->rfind(
                "usage: jaxbench run [--workload ID ...|--suite priority|fused|all|levels|user|everything] [--all]", 0),
            0u)
      << *line.help;
  EXPECT_NE(line.help->find("its error and the run goes on; exit code 1 if any failed."), std::string::npos);
  EXPECT_NE(line.help->find("--budget SECONDS=2"), std::string::npos) << *line.help;
  EXPECT_TRUE(parse_platforms({"--json"}).json);
  EXPECT_FALSE(parse_platforms({}).json);
}

TEST(ArgsTest, EvalsHelpProseReadsItsDefaultsFromTheRequest) {
  CommandLine<jobs::EvalRequest> line = parse_eval({"--help"});
  ASSERT_TRUE(line.help);
  jobs::EvalRequest defaults;
  for (const std::string& expected :
       {"N (default " + std::to_string(defaults.seeds) + ")",
        "--export-timeout seconds (default " + format_seconds(defaults.export_timeout_seconds) + ")",
        "--compile-timeout seconds (default " + format_seconds(defaults.compile_timeout_seconds) + ";"}) {
    EXPECT_NE(line.help->find(expected), std::string::npos) << expected << "\n" << *line.help;
  }
}

TEST(ArgsTest, StoreOptionsOnEvalRunAndHistory) {
  CommandLine<jobs::EvalRequest> eval = parse_eval({"--workload", "12p", "--candidate", "c.py"});
  EXPECT_TRUE(eval.store.record);
  EXPECT_FALSE(eval.store.db);
  eval = parse_eval({"--workload", "12p", "--candidate", "c.py", "--db", "/x/s.db", "--no-store"});
  EXPECT_EQ(eval.store.db.value_or(""), "/x/s.db");
  EXPECT_FALSE(eval.store.record);
  CommandLine<RunRequest> run = parse_run({"--no-store"});
  EXPECT_FALSE(run.store.record);
  CommandLine<HistoryRequest> history = parse_history({"--workload", "12p", "--limit", "5", "--db", "h.db"});
  EXPECT_EQ(history.request.workload.value_or(""), "12p");
  EXPECT_EQ(history.request.limit, 5);
  EXPECT_EQ(history.store.db.value_or(""), "h.db");
  EXPECT_EQ(parse_history({}).request.limit, HistoryRequest{}.limit);
  // history only reads: it has no --no-store.
  EXPECT_NE(usage_error(parse_history, {"--no-store"}).find("unknown option --no-store"), std::string::npos);
  EXPECT_NE(usage_error(parse_history, {"--limit", "-3"}).find("--limit: '-3' is not a whole number of at least 0"),
            std::string::npos);
}

}  // namespace
}  // namespace jaxbench::cli
