// A scripted judge and proposer for the loop's tests: the judge answers
// from a table keyed by the candidate's text (and counts what it judged),
// the proposer answers from a list of replies and keeps every request.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "agent/proposer.h"
#include "core/temp_dir.h"
#include "loop/judge.h"
#include "loop/runner.h"
#include "store/database.h"

namespace jaxbench::loop::testing {

// A candidate's text decides its verdict: "correct 1.5" is correct at 1.5x,
// "incorrect" is incorrect, anything else "export_error".
class FakeJudge : public Judge {
 public:
  Judged eval(const nlohmann::json& params) override;
  nlohmann::json describe(const nlohmann::json& params) override;
  std::map<std::string, int> judged;                    // candidate text → times judged
  std::function<void(const std::string&)> before_eval;  // may throw, as a crash would
  std::mutex mutex;
};

struct ProposerLog {
  std::mutex mutex;
  std::vector<agent::ProposalRequest> requests;
  int next = 0;
};

// Replies in order, shared by every proposer the factory makes; past the
// end each reply is "correct 1.0 #n" (unique text, so counts stay per step).
class FakeProposer : public agent::Proposer {
 public:
  FakeProposer(std::shared_ptr<ProposerLog> log, std::vector<std::string> replies, int64_t tokens)
      : log_(std::move(log)), replies_(std::move(replies)), tokens_(tokens) {}
  agent::Proposal propose(const agent::ProposalRequest& request) override;
  std::string describe() const override { return "fake"; }

 private:
  std::shared_ptr<ProposerLog> log_;
  std::vector<std::string> replies_;
  int64_t tokens_;
};

struct LoopFixture {
  TempDir dir{"jaxbench-loop-test-"};
  store::Database database;
  std::shared_ptr<ProposerLog> log = std::make_shared<ProposerLog>();
  LoopFixture();
  RunnerContext context(std::vector<std::string> replies, int64_t tokens = 10);
  int64_t start(const LoopConfig& config);
};

LoopConfig fake_config(const std::string& strategy, int64_t budget);

}  // namespace jaxbench::loop::testing
