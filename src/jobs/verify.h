// The verify job: re-judge the best correct candidate of each (agent,
// model, strategy, budget, proposer; workload; chip) in the results store
// with fresh secret seeds on this machine, and record each re-judged
// verdict beside its original (store/verification.h has the choice of
// attempts and the match rule). The best is the one `optimize --confirm`
// picked where the loop confirmed (by its confirmed speedup, and held to
// it), else the fastest first verdict.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "jobs/eval_request.h"
#include "store/bundle.h"
#include "store/database.h"
#include "store/verification.h"
#include "suite/registry.h"

namespace jaxbench::jobs {

struct VerifyRequest {
  int run = 0;                        // a run's id; 0: not asked
  bool all = false;                   // every run's best attempts
  std::optional<std::string> bundle;  // import this bundle, then verify its run
  std::string plugin;                 // empty: JAXBENCH_PLUGIN, then the host plugin
  int seeds = EvalRequest{}.seeds;
  bool timing = true;
  double budget_seconds = EvalRequest{}.budget_seconds;
  std::string executor = "local";  // where it is judged: the command's to read (fleet::parse_executor)
};

// A verdict judged elsewhere (a fleet's judge): serve's eval result without
// its record facts, those apart, and "fleet" naming the worker that judged it.
struct Rejudged {
  nlohmann::json verdict;
  nlohmann::json facts;  // serve::kRecordFacts: what the store's rows read beside the verdict
  double wall_seconds = 0;
};

// One re-judged attempt.
// What a verify run found (store/verification.h), filled here.
using store::VerifyReport;
using store::VerifyRow;

struct VerifyHooks {
  std::function<void(const std::string& line)> progress;  // the judge's progress lines
  std::function<void(const store::Imported&)> imported;   // the bundle was imported
  // After each attempt: "2/5" and its row.
  std::function<void(const std::string& counter, const VerifyRow& row)> verified;
  // A re-judged kernel hung (recorded, and passed to `verified`, first): a
  // hung execution cannot be cancelled, so this must end the process.
  std::function<void(const std::string& message)> timed_out;
  // Set: each attempt is judged by this (serve's eval params, the candidate's
  // text in them: a remote judge shares no files) instead of here; what it
  // throws is that attempt's error, not the run's.
  std::function<Rejudged(const nlohmann::json& eval_params)> remote_eval;
};

// serve's eval params re-judging `original` as `request` asks: its stored
// source, workload, size and TPU pre-flight target; the fresh seeds, timing
// and budget. The judge's own plugin runs it.
nlohmann::json verify_eval_params(const VerifyRequest& request, const store::BestAttempt& original);

// `db`: the store's path, for the report. Throws store::StoreError for a
// store it cannot read, jaxbench::Error for a bundle it cannot import.
VerifyReport run_verify(const VerifyRequest& request, const suite::Registry& registry, store::Database& database,
                        const std::string& db, const VerifyHooks& hooks);

}  // namespace jaxbench::jobs
