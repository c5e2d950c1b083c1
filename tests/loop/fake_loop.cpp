#include "loop/fake_loop.h"

#include "store/loop_records.h"
#include "store/migrations.h"

namespace jaxbench::loop::testing {

Judged FakeJudge::eval(const nlohmann::json& params) {
  std::string source = params.at("candidate_source").get<std::string>();
  if (before_eval) before_eval(source);
  {
    std::lock_guard<std::mutex> lock(mutex);
    ++judged[source];
  }
  Judged judged_now;
  nlohmann::json& verdict = judged_now.verdict;
  verdict = {{"schema", "jaxbench.verdict/1"},
             {"workload", params.at("workload")},
             {"chip", "cpu"},
             {"status", "export_error"},
             {"message", "cannot export: " + source}};
  if (source.rfind("correct", 0) == 0) {
    double speedup = std::stod(source.substr(8));
    verdict["status"] = "correct";
    verdict["message"] = "correct, " + std::to_string(speedup) + "x";
    verdict["timing"] = {{"speedup", speedup}, {"ci95", {speedup * 0.9, speedup * 1.1}}, {"class", "FASTER"}};
  } else if (source.rfind("incorrect", 0) == 0) {
    verdict["status"] = "incorrect";
    verdict["message"] = "mismatch at seed 2 (" + source + ")";
  }
  return judged_now;
}

nlohmann::json FakeJudge::describe(const nlohmann::json& params) {
  return {{"id", params.at("workload")},
          {"jax_source", "def workload(x):\n    return x * 2\n"},
          {"semantics", "doubles x"},
          {"inputs", {{{"name", "x"}, {"dtype", "bf16"}, {"shape", {4, 8}}}}},
          {"outputs", {{{"name", ""}, {"dtype", "bf16"}, {"shape", {4, 8}}}}}};
}

agent::Proposal FakeProposer::propose(const agent::ProposalRequest& request) {
  std::lock_guard<std::mutex> lock(log_->mutex);
  log_->requests.push_back(request);
  int index = log_->next++;
  agent::Proposal proposal;
  proposal.attempts = 1;
  proposal.tokens = {tokens_, 0};
  std::string reply =
      index < static_cast<int>(replies_.size()) ? replies_[index] : "correct 1.0 #" + std::to_string(index);
  proposal.raw_reply = reply;
  if (reply == "no code") {
    proposal.outcome = agent::ProposalOutcome::no_code;
    proposal.message = "the reply holds no code block";
    return proposal;
  }
  proposal.outcome = agent::ProposalOutcome::ok;
  proposal.source = reply;
  proposal.language = "python";
  return proposal;
}

LoopFixture::LoopFixture() : database(store::open_store(dir.path() + "/loop.db")) {}

RunnerContext LoopFixture::context(std::vector<std::string> replies, int64_t tokens) {
  RunnerContext context;
  context.project_root = JAXBENCH_SOURCE_ROOT;
  context.local_platform = "cpu";
  std::shared_ptr<ProposerLog> shared = log;
  context.make_proposer = [shared, replies, tokens] { return std::make_unique<FakeProposer>(shared, replies, tokens); };
  return context;
}

int64_t LoopFixture::start(const LoopConfig& config) {
  store::RunInfo run;
  run.command = "optimize";
  run.environment.platform = "cpu";
  return store::start_loop(database, run, config_json(config));
}

LoopConfig fake_config(const std::string& strategy, int64_t budget) {
  LoopConfig config;
  config.workloads = {"12p_RMSNorm"};
  config.proposer = "command:fake";
  config.strategy.name = strategy;
  config.budget.proposals = budget;
  config.confirm = 0;  // these tests count the judge's evals; confirm_test.cpp tests the confirmation
  return config;
}

}  // namespace jaxbench::loop::testing
