// A results store holding 12 candidate verdicts of three agents on five
// workloads and two chips, with their re-judged verdicts (a `verify` run),
// the verifications rows that tie them together and one hiding mark:
// written through store::start_run / record_attempt and, for the
// verifications and marks tables, plain SQL (the contract of issue #12).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "store/database.h"
#include "store/records.h"

namespace jaxbench::testing {

inline nlohmann::json leaderboard_verdict(const std::string& workload, const std::string& chip,
                                          const std::string& status, double speedup, double low, double high,
                                          double roofline) {
  nlohmann::json verdict = {
      {"schema", "jaxbench.verdict/1"}, {"workload", workload}, {"chip", chip}, {"status", status}};
  if (status == "correct") {
    // bound_ms / median_ms is the stored roofline fraction: x / 1.0 == x.
    verdict["timing"] = {
        {"class", "FASTER"}, {"speedup", speedup}, {"ci95", {low, high}}, {"candidate", {{"median_ms", 1.0}}}};
    verdict["roofline"] = {{"bound_ms", roofline}};
    // Judged at its held-out shapes too (ranking/held_out_state.h): it generalises.
    verdict["held_out"] = {{"checked", true}, {"correct", true}};
  }
  return verdict;
}

inline store::RunInfo leaderboard_run(const std::string& command, const std::string& agent, const std::string& chip) {
  store::RunInfo run;
  run.command = command;
  run.agent = agent;
  if (!agent.empty()) {
    run.model = "model-" + agent;
    run.strategy = "greedy";
    run.budget = "10 attempts";
  }
  run.environment.chip = chip;
  run.environment.device_kind = chip;
  run.environment.platform = chip == "cpu" ? "cpu" : "tpu";
  run.environment.plugin_path = "/plugins/" + chip + ".so";
  run.environment.platform_version = "1";
  run.environment.host = "test-host";
  return run;
}

struct LeaderboardFixture {
  int64_t run_a_cpu = 0, run_b_cpu = 0, run_a_tpu = 0, run_eval = 0, verify_cpu = 0, verify_tpu = 0;
  int64_t did_not_verify_attempt = 0, hidden_attempt = 0;
};

// One original attempt (its source mentions `</script>`, which every page
// must escape), and when `verified` its re-judged verdict and the row
// linking them.
inline int64_t leaderboard_attempt(const store::Database& db, int64_t run, int64_t verify_run,
                                   const std::string& workload, const nlohmann::json& verdict,
                                   const std::optional<nlohmann::json>& verified, bool matches,
                                   const std::string& note = "") {
  store::AttemptInfo attempt;
  attempt.workload = workload;
  attempt.size = "small";
  attempt.candidate_path = "/candidates/" + workload + ".py";
  attempt.candidate_source = "def workload(x):  # </script><b>not bold</b>\n    return x * 1  # " + workload + "\n";
  attempt.proposer = "";
  attempt.tokens = 100;
  attempt.wall_seconds = 2.5;
  int64_t id = store::record_attempt(db, run, attempt, verdict).attempt_id;
  if (verified) {
    store::AttemptInfo again = attempt;
    again.tokens.reset();
    again.wall_seconds.reset();
    int64_t verdict_id = store::record_attempt(db, verify_run, again, *verified).verdict_id;
    db.prepare("INSERT INTO verifications (attempt_id, verdict_id, matches, note) VALUES (?1, ?2, ?3, ?4)")
        .bind(1, id)
        .bind(2, verdict_id)
        .bind(3, static_cast<int64_t>(matches ? 1 : 0))
        .bind(4, note)
        .run();
  }
  return id;
}

inline LeaderboardFixture write_leaderboard_fixture(const store::Database& db) {
  LeaderboardFixture f;
  f.run_a_cpu = store::start_run(db, leaderboard_run("optimize", "agent-a", "cpu"));
  f.run_b_cpu = store::start_run(db, leaderboard_run("optimize", "agent-b", "cpu"));
  f.run_a_tpu = store::start_run(db, leaderboard_run("optimize", "agent-a", "TPU v6e"));
  f.run_eval = store::start_run(db, leaderboard_run("eval", "", "cpu"));
  f.verify_cpu = store::start_run(db, leaderboard_run("verify", "", "cpu"));
  f.verify_tpu = store::start_run(db, leaderboard_run("verify", "", "TPU v6e"));
  auto v = [](const std::string& w, const std::string& chip, const std::string& status, double s, double lo, double hi,
              double roof) { return leaderboard_verdict(w, chip, status, s, lo, hi, roof); };
  auto add = [&](int64_t run, const std::string& w, const nlohmann::json& own, std::optional<nlohmann::json> again,
                 bool matches = true, const std::string& note = "") {
    int64_t verify = run == f.run_a_tpu ? f.verify_tpu : f.verify_cpu;
    return leaderboard_attempt(db, run, verify, w, own, again, matches, note);
  };
  // agent-a on the CPU: 12p twice (the second is its best), 8p, 9p
  // incorrect, 13p did not verify, 1p slower than the reference.
  add(f.run_a_cpu, "12p_RMSNorm", v("12p_RMSNorm", "cpu", "correct", 1.8, 1.7, 1.9, 0.4),
      v("12p_RMSNorm", "cpu", "correct", 1.6, 1.5, 1.7, 0.4));
  add(f.run_a_cpu, "12p_RMSNorm", v("12p_RMSNorm", "cpu", "correct", 2.5, 2.3, 2.7, 0.5),
      v("12p_RMSNorm", "cpu", "correct", 2.4, 2.2, 2.6, 0.5));
  add(f.run_a_cpu, "8p_GEMM", v("8p_GEMM", "cpu", "correct", 1.2, 1.1, 1.3, 0.2),
      v("8p_GEMM", "cpu", "correct", 1.1, 1.0, 1.2, 0.2));
  add(f.run_a_cpu, "9p_SwiGLU_MLP", v("9p_SwiGLU_MLP", "cpu", "incorrect", 0, 0, 0, 0), std::nullopt);
  f.did_not_verify_attempt =
      add(f.run_a_cpu, "13p_Cross_Entropy", v("13p_Cross_Entropy", "cpu", "correct", 3.0, 2.8, 3.2, 0.9),
          v("13p_Cross_Entropy", "cpu", "incorrect", 0, 0, 0, 0), false,
          "incorrect on fresh seeds: output 0 differs at index 7");
  add(f.run_a_cpu, "1p_Flash_Attention", v("1p_Flash_Attention", "cpu", "correct", 0.8, 0.75, 0.85, 0.1),
      v("1p_Flash_Attention", "cpu", "correct", 0.9, 0.85, 0.95, 0.1));
  // agent-b on the CPU: 12p, 8p (verified but hidden), 9p.
  add(f.run_b_cpu, "12p_RMSNorm", v("12p_RMSNorm", "cpu", "correct", 1.3, 1.2, 1.4, 0.3),
      v("12p_RMSNorm", "cpu", "correct", 1.4, 1.3, 1.5, 0.3));
  f.hidden_attempt = add(f.run_b_cpu, "8p_GEMM", v("8p_GEMM", "cpu", "correct", 5.0, 4.8, 5.2, 0.95),
                         v("8p_GEMM", "cpu", "correct", 5.1, 4.9, 5.3, 0.95));
  db.prepare("INSERT INTO marks (attempt_id, hacked, hidden, why) VALUES (?1, 1, 1, ?2)")
      .bind(1, f.hidden_attempt)
      .bind(2, "returns the reference's cached output <b>")
      .run();
  add(f.run_b_cpu, "9p_SwiGLU_MLP", v("9p_SwiGLU_MLP", "cpu", "correct", 2.1, 2.0, 2.2, 0.6),
      v("9p_SwiGLU_MLP", "cpu", "correct", 2.2, 2.0, 2.4, 0.6));
  // agent-a on a TPU, and a person's evals (one never verified).
  add(f.run_a_tpu, "12p_RMSNorm", v("12p_RMSNorm", "TPU v6e", "correct", 4.0, 3.8, 4.2, 0.7),
      v("12p_RMSNorm", "TPU v6e", "correct", 3.9, 3.7, 4.1, 0.7));
  add(f.run_eval, "12p_RMSNorm", v("12p_RMSNorm", "cpu", "correct", 1.05, 1.0, 1.1, 0.05),
      v("12p_RMSNorm", "cpu", "correct", 1.02, 0.98, 1.06, 0.05));
  add(f.run_eval, "8p_GEMM", v("8p_GEMM", "cpu", "correct", 1.5, 1.4, 1.6, 0.3), std::nullopt);
  return f;
}

}  // namespace jaxbench::testing
