// The command line of `jaxbench optimize` (optimize.cpp runs it).
#include <cstdlib>

#include "cli/optimize_request.h"
#include "fleet/executor.h"
#include "judge/seeds.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kOptimizeParseUsage =
    R"(usage: jaxbench optimize (--workload ID ...|--suite priority|fused|all) --proposer P [--strategy S]
                         [--budget N] [--token-budget N] [--time-budget SECONDS] [--width N] [--branches N]
                         [--depth N] [--start N] [--jobs N] [--confirm N] [--target TPU] [--size small|full]
                         [--template FILE] [--out PATH] [--print-prompt] [--db FILE] [--json]
                         [--executor local|ray|ray://ADDRESS]
       jaxbench optimize --resume RUN [--db FILE] [--json] [--executor local|ray|ray://ADDRESS]
)";
constexpr const char* kOptimizeParseAbout = R"(The autonomous loop: a proposer writes a kernel, the judge (serve's, in a
supervised worker process) tests it, the verdict goes into the next prompt.
Proposers: openai:MODEL (any OpenAI-compatible chat API: --base-url, else
JAXBENCH_LLM_BASE_URL, OPENAI_BASE_URL; key from JAXBENCH_LLM_API_KEY or
OPENAI_API_KEY, never stored), command:CMD (any program: the prompt on stdin,
the candidate file on stdout), autotune (judges the settings of a template's
TUNABLES, examples/templates/<id>.py or --template FILE).
Strategies: refine (one at a time, each prompt with the verdicts so far),
parallel (--budget independent tries), beam (--width starts; then --depth - 1
rounds where the best --width each get --branches refinements), evolve
(--start starts, then refine a parent drawn among the correct ones weighted by
speedup). Best = correct, then fastest; with --target on a host without that
TPU the target's pre-flight must compile it and its estimated speedup ranks.
Every prompt, reply, candidate and verdict is stored (--db) under one run;
--resume RUN continues a run that was killed, judging nothing twice.
)";

void add_proposer_options(CommandParser& parser, OptimizeRequest& request) {
  parser.add_text("--proposer", request.config.proposer, "P", "openai:MODEL, command:CMD or autotune");
  parser.add_text("--base-url", request.config.proposer_settings.base_url, "URL",
                  "the chat API's base URL, e.g. http://127.0.0.1:8000/v1");
  parser.app().add_option("--temperature", request.temperature, "sampling temperature")->capture_default_str();
  parser.add_count("--max-tokens", request.max_tokens, 1, "tokens", "most tokens of one reply");
  parser.add_seconds("--request-timeout", request.request_timeout_s, "limit on one HTTP request or one command run");
  parser.add_count("--retries", request.retries, 0, "retries", "HTTP retries after the first try");
  parser.add_text("--prompt-template", request.config.prompt_template, "FILE",
                  "the prompt, relative to the checkout (default prompts/refine.md)");
  parser.add_text("--template", request.config.template_path, "FILE", "autotune: the template for every workload");
  parser.add_text("--agent", request.config.agent, "NAME", "the name the leaderboard ranks this run under");
  parser.add_text("--model", request.config.model, "NAME", "the model behind the agent, for the leaderboard");
}

void add_loop_options(CommandParser& parser, OptimizeRequest& request) {
  parser.add_list("--workload", request.workloads, "ID", "a workload (an id or a prefix: 12p); may repeat");
  parser.add_choice("--suite", request.suite, CommandParser::suite_names(), "suite", "every workload of a suite");
  parser.add_choice("--size", request.config.size, CommandParser::size_names(), "size", "default small");
  parser.add_choice("--strategy", request.strategy, {"refine", "parallel", "beam", "evolve"}, "strategy",
                    "default refine");
  parser.add_count("--budget", request.budget, 1, "proposals", "proposals per workload");
  parser.add_count("--token-budget", request.token_budget, 0, "tokens", "tokens per workload (default: no limit)");
  parser.add_seconds("--time-budget", request.time_budget_s, "wall-clock limit of this invocation");
  parser.add_count("--width", request.width, 1, "width", "beam: survivors per round");
  parser.add_count("--branches", request.branches, 1, "branches", "beam: refinements per survivor");
  parser.add_count("--depth", request.depth, 1, "rounds", "beam: rounds");
  parser.add_count("--start", request.start, 1, "starts", "evolve: independent starts");
  parser.add_count("--jobs", request.jobs, 1, "jobs", "proposals in flight at once");
  parser.add_count("--confirm", request.confirm, 0, "candidates",
                   "the best correct candidates re-judged with fresh seeds before the best is picked (0: none)");
  parser.add_tpu_target("--target", request.config.target, "a TPU to pre-flight and rank for, e.g. v6e");
  parser.add_seconds("--timing-budget", request.timing_budget_s, "each verdict's timing budget");
  parser.add_count("--seeds", request.seeds, judge::kFewestSeeds, "seeds", "secret seeds per verdict");
  parser.add_text("--seed", request.seed, "N", "the run's seed for evolve's draws and autotune's samples");
  parser.add_plugin(request.plugin);
  parser.add_text("--executor", request.executor, fleet::kExecutorForms,
                  "where candidates are judged (ray: a fleet, one judge per chip; with --jobs N, N at once)");
  parser.add_text("--out", request.out, "PATH", "write the best candidate here (a folder for several workloads)");
  parser.add_text("--resume", request.resume, "RUN", "continue this stored run as it was started");
  parser.add_flag("--print-prompt", request.print_prompt, "print the first prompt and stop (calls nothing)");
}

// The parsed numbers moved into the loop's configuration (the workloads are resolved by resolve_workloads).
void fill_config(OptimizeRequest& request) {
  loop::LoopConfig& config = request.config;
  config.strategy = {request.config.proposer == "autotune" ? "search" : request.strategy, request.width,
                     request.branches, request.depth, request.start};
  config.budget.proposals = request.budget;
  if (request.token_budget > 0) config.budget.tokens = request.token_budget;
  if (request.time_budget_s > 0) config.budget.seconds = request.time_budget_s;
  config.jobs = request.jobs;
  config.confirm = request.confirm;
  config.seeds = request.seeds;
  config.timing_budget_s = request.timing_budget_s;
  config.proposer_settings.temperature = request.temperature;
  config.proposer_settings.max_tokens = request.max_tokens;
  config.proposer_settings.request_timeout_s = request.request_timeout_s;
  config.proposer_settings.max_retries = request.retries;
  char* end = nullptr;
  config.seed = std::strtoull(request.seed.c_str(), &end, 10);
  if (request.seed.empty() || *end != '\0') throw UsageError("--seed " + request.seed + ": not a whole number");
}

}  // namespace

void resolve_workloads(OptimizeRequest& request, const suite::Registry& registry) {
  for (const std::string& query : request.workloads) request.config.workloads.push_back(registry.resolve(query).id);
  if (request.suite) {
    for (const auto* entry : registry.suite(*request.suite)) request.config.workloads.push_back(entry->id);
  }
}

CommandLine<OptimizeRequest> parse_optimize(const Argv& argv) {
  CommandLine<OptimizeRequest> line;
  CommandParser parser("optimize", kOptimizeParseUsage, kOptimizeParseAbout);
  add_loop_options(parser, line.request);
  add_proposer_options(parser, line.request);
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  try {
    fleet::parse_executor(line.request.executor);
  } catch (const Error& error) {
    throw UsageError(std::string("optimize: ") + error.what());
  }
  if (line.help || line.request.resume) return line;
  if (line.request.config.proposer.empty())
    throw UsageError("optimize needs --proposer openai:MODEL|command:CMD|autotune");
  fill_config(line.request);
  return line;
}

}  // namespace jaxbench::cli
