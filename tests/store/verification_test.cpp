// Verification in the store: which attempt is the best of each agent,
// workload and chip (the loop's confirmation first); the match rule; a verification written whole or not at
// all; a mark hides an attempt and keeps it.
#include "store/verification.h"

#include <gtest/gtest.h>

#include "core/temp_dir.h"
#include "store/loop_records.h"
#include "store/marks.h"
#include "store/migrations.h"
#include "store/queries.h"
#include "store/record_rows.h"
#include "store_fixtures.h"

namespace jaxbench::store {
namespace {

using testing::sample_attempt;
using testing::sample_run;
using testing::sample_verdict;

class StoreVerification : public ::testing::Test {
 protected:
  StoreVerification() : dir_("jaxbench-verify-"), database_(open_store(dir_.path() + "/v.db")) {}

  // A run of agent `agent` and one attempt on `workload` with this verdict.
  int64_t attempt(const std::string& agent, const std::string& workload, const std::string& status, double speedup,
                  int number = 0) {
    RunInfo run = sample_run();
    run.agent = agent;
    return record_eval(database_, run, sample_attempt(workload, number), sample_verdict(workload, status, speedup))
        .attempt_id;
  }
  std::vector<int64_t> best_ids(BestQuery query = {}) {
    std::vector<int64_t> ids;
    for (const BestAttempt& row : best_attempts(database_, query)) ids.push_back(row.attempt_id);
    return ids;
  }

  TempDir dir_;
  Database database_;
};

TEST_F(StoreVerification, BestIsTheFastestCorrectThenEarliestAndNoneWithoutACorrectOne) {
  int64_t fast_but_wrong = attempt("a", "12p_RMSNorm", "incorrect", 9.0);
  int64_t slow = attempt("a", "12p_RMSNorm", "correct", 1.2);
  int64_t fast = attempt("a", "12p_RMSNorm", "correct", 1.8);
  int64_t tie = attempt("a", "12p_RMSNorm", "correct", 1.8);
  int64_t only_wrong = attempt("b", "12p_RMSNorm", "incorrect", 1.0);  // claims nothing to verify
  int64_t other_workload = attempt("a", "41k_Gemm", "correct", 0.7);
  EXPECT_EQ(best_ids(), (std::vector<int64_t>{fast, other_workload}));
  (void)fast_but_wrong, (void)slow, (void)tie, (void)only_wrong;
  std::vector<BestAttempt> rows = best_attempts(database_, {});
  EXPECT_EQ(rows[0].agent, "a");
  EXPECT_EQ(rows[0].status, "correct");
  EXPECT_DOUBLE_EQ(rows[0].speedup.value_or(0), 1.8);
  EXPECT_DOUBLE_EQ(rows[0].speedup_low.value_or(0), 1.7);
  EXPECT_EQ(rows[0].candidate_source.value_or(""), sample_attempt("12p_RMSNorm", 0).candidate_source.value());
}

TEST_F(StoreVerification, BestIsPerChipAndPerRunWhenAsked) {
  int64_t on_cpu = attempt("a", "12p_RMSNorm", "correct", 1.5);
  RunInfo run = sample_run();
  run.agent = "a";
  nlohmann::json verdict = sample_verdict("12p_RMSNorm", "correct", 1.1);
  verdict["chip"] = "v6e";
  Recorded on_tpu = record_eval(database_, run, sample_attempt("12p_RMSNorm"), verdict);
  EXPECT_EQ(best_ids(), (std::vector<int64_t>{on_cpu, on_tpu.attempt_id}));
  EXPECT_EQ(best_ids({on_tpu.run_id}), (std::vector<int64_t>{on_tpu.attempt_id}));
}

TEST_F(StoreVerification, BestLeavesOutReferencesHiddenAndVerifyRuns) {
  RunInfo run = sample_run("run");
  AttemptInfo reference = sample_attempt("12p_RMSNorm");
  reference.kind = "reference";
  reference.candidate_source.reset();
  record_eval(database_, run, reference, sample_verdict("12p_RMSNorm", "correct", 5.0));
  int64_t hacked = attempt("a", "12p_RMSNorm", "correct", 3.0);
  int64_t honest = attempt("a", "12p_RMSNorm", "correct", 1.1);
  int64_t verify_run = start_run(database_, sample_run("verify"));
  record_verification(database_, verify_run, honest, sample_attempt("12p_RMSNorm"),
                      sample_verdict("12p_RMSNorm", "correct", 4.0), false, "x");
  EXPECT_EQ(best_ids(), (std::vector<int64_t>{hacked}));
  mark_attempt(database_, hacked, true, "reads the seeds");
  EXPECT_TRUE(is_hidden(database_, hacked));
  EXPECT_EQ(best_ids(), (std::vector<int64_t>{honest}));
  mark_attempt(database_, hacked, false, "a false alarm", false);
  EXPECT_EQ(best_ids(), (std::vector<int64_t>{hacked}));
  std::vector<MarkRow> kept = marks(database_, hacked);
  ASSERT_EQ(kept.size(), 2u);  // the evidence stays
  EXPECT_TRUE(kept[0].hacked);
  EXPECT_EQ(kept[0].why, "reads the seeds");
  EXPECT_FALSE(kept[1].hidden);
}

// The winner's curse (#30): a loop that confirmed its best decides what
// verify re-judges, by the latest batch of its confirmation.
TEST_F(StoreVerification, TheLoopsLatestConfirmationDecidesTheBest) {
  int64_t run = start_run(database_, sample_run("optimize"));
  auto step = [&](int number, double speedup) {
    return record_attempt(database_, run, sample_attempt("12p_RMSNorm", number),
                          sample_verdict("12p_RMSNorm", "correct", speedup))
        .attempt_id;
  };
  auto verdict = [](const std::string& status, double speedup) {
    return sample_verdict("12p_RMSNorm", status, speedup);
  };
  int64_t lucky = step(1, 1.30), steady = step(2, 1.10), unconfirmed = step(3, 1.02);
  EXPECT_EQ(best_ids(), (std::vector<int64_t>{lucky}));  // by the first verdicts, as before
  EXPECT_FALSE(best_attempts(database_, {})[0].confirmed);

  EXPECT_EQ(record_confirmation(database_, run, "12p_RMSNorm",
                                {{lucky, verdict("correct", 1.00)}, {steady, verdict("correct", 1.08)}}),
            1);
  std::vector<BestAttempt> rows = best_attempts(database_, {});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].attempt_id, steady);  // not the lucky 1.30x, nor the unconfirmed 1.02x
  ASSERT_TRUE(rows[0].picked_by_confirmation());
  EXPECT_DOUBLE_EQ(rows[0].confirmed->speedup.value_or(0), 1.08);
  EXPECT_DOUBLE_EQ(rows[0].speedup.value_or(0), 1.10);  // the first verdict is kept beside it
  EXPECT_DOUBLE_EQ(claim_of(rows[0]).speedup_low.value_or(0), 0.98);

  // A resumed loop confirms again and only its batch counts: the steady step
  // is incorrect now, the lucky one was not confirmed in it and ranks by its
  // first verdict, ahead of one whose confirmation failed.
  EXPECT_EQ(record_confirmation(database_, run, "12p_RMSNorm", {{steady, verdict("incorrect", 1.2)}}), 2);
  rows = best_attempts(database_, {});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].attempt_id, lucky);
  EXPECT_FALSE(rows[0].confirmed);
  EXPECT_DOUBLE_EQ(claim_of(rows[0]).speedup.value_or(0), 1.30);
  (void)unconfirmed;

  // A batch naming a missing attempt is written whole or not at all.
  EXPECT_THROW(record_confirmation(database_, run, "12p_RMSNorm",
                                   {{lucky, verdict("correct", 1.2)}, {999, verdict("correct", 1.2)}}),
               StoreError);
  EXPECT_EQ(database_.query_integer("SELECT count(*) FROM confirmations"), 3);
}

// `optimize --target v6e` picks by the TPU estimate (loop/confirm.h), which
// need not be the fastest confirmed here: verify re-judges the loop's pick,
// held to its confirmation, and the fastest only where no pick is recorded
// (a version-4 store's confirmation, or a pick hidden since).
TEST_F(StoreVerification, TheLoopsPickComesFirstAmongTheConfirmedCorrect) {
  int64_t run = start_run(database_, sample_run("optimize"));
  auto step = [&](int number, double speedup) {
    return record_attempt(database_, run, sample_attempt("12p_RMSNorm", number),
                          sample_verdict("12p_RMSNorm", "correct", speedup))
        .attempt_id;
  };
  auto again = [](double speedup) { return sample_verdict("12p_RMSNorm", "correct", speedup); };
  int64_t fastest_here = step(1, 1.40), tpu_pick = step(2, 1.10);
  record_confirmation(database_, run, "12p_RMSNorm", {{fastest_here, again(1.35)}, {tpu_pick, again(1.05), true}});
  std::vector<BestAttempt> rows = best_attempts(database_, {});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].attempt_id, tpu_pick);  // not the 1.35x confirmed here
  EXPECT_TRUE(rows[0].picked_by_loop());
  EXPECT_DOUBLE_EQ(claim_of(rows[0]).speedup.value_or(0), 1.05);

  mark_attempt(database_, tpu_pick, true, "a hack found later");
  rows = best_attempts(database_, {});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].attempt_id, fastest_here);
  EXPECT_TRUE(rows[0].picked_by_confirmation());
  EXPECT_FALSE(rows[0].picked_by_loop());
}

TEST_F(StoreVerification, MarkingAnUnknownAttemptIsOneLine) {
  try {
    mark_attempt(database_, 99, true, "why");
    FAIL() << "marked a missing attempt";
  } catch (const StoreError& error) {
    std::string message = error.what();
    EXPECT_NE(message.find("attempt 99 is not in results store"), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos);
  }
  EXPECT_THROW(mark_attempt(database_, attempt("a", "12p_RMSNorm", "correct", 1), true, ""), StoreError);
  EXPECT_TRUE(marks(database_, std::nullopt).empty());
}

TEST(StoreMatchRule, CorrectAndNotSlowerMatches) {
  Claim claim{1.9, 1.85, 2.10, "FASTER"};
  EXPECT_TRUE(match_rule(claim, sample_verdict("w", "correct", 1.95)).matches);
  EXPECT_TRUE(match_rule(claim, sample_verdict("w", "correct", 1.78)).matches);
  EXPECT_TRUE(match_rule(Claim{}, sample_verdict("w", "correct", 0.5)).matches);  // no interval claimed
  // The winner's curse (#30): claimed 1.092x [1.071, 1.125] as the best of
  // five, re-judged 1.05x [1.03, 1.07]. The intervals do not overlap, yet the
  // kernel is correct and faster: it matches and is ranked at 1.05x.
  nlohmann::json re_judged = sample_verdict("w", "correct", 1.05);
  re_judged["timing"]["ci95"] = {1.03, 1.07};
  Match curse = match_rule(Claim{1.092, 1.071, 1.125, "FASTER"}, re_judged);
  EXPECT_TRUE(curse.matches) << curse.note;
  EXPECT_EQ(curse.note, "");
  EXPECT_TRUE(match_rule(claim, sample_verdict("w", "correct", 2.5)).matches);  // faster now: ranked at that
  nlohmann::json same = sample_verdict("w", "correct", 1.0);
  same["timing"]["class"] = "SAME";
  EXPECT_TRUE(match_rule(claim, same).matches);  // ranked at 1.0x: the claim's gain is gone, not hidden
}

TEST(StoreMatchRule, EachFailingPartIsNamed) {
  Claim claim{1.9, 1.85, 2.10, "FASTER"};
  nlohmann::json slower = sample_verdict("w", "correct", 0.93);
  slower["timing"]["class"] = "SLOWER";
  Match fell = match_rule(claim, slower);
  EXPECT_FALSE(fell.matches);
  EXPECT_EQ(fell.note, "SLOWER now: 0.93x (0.83x-1.03x), the original claimed FASTER at 1.85x-2.10x");
  EXPECT_TRUE(match_rule(Claim{0.9, 0.85, 0.95, "SLOWER"}, slower).matches);  // it claimed no more than that
  nlohmann::json wrong = sample_verdict("w", "incorrect", 1.95);
  wrong["message"] = "case seed 2: max error 3.1";
  Match incorrect = match_rule(Claim{}, wrong);
  EXPECT_FALSE(incorrect.matches);
  EXPECT_EQ(incorrect.note, "incorrect now: incorrect: case seed 2: max error 3.1");
  nlohmann::json untimed = sample_verdict("w", "correct", 1);
  untimed["timing"] = nullptr;
  EXPECT_EQ(match_rule(claim, untimed).note, "no speedup now (the original claimed 1.85x-2.10x)");
  nlohmann::json floored = sample_verdict("w", "correct", 1.95);
  floored["suspicious"] = {{{"source", "measured"}, {"reason", "measured time 1.00 us is below the TPU v6e floor"}}};
  EXPECT_EQ(match_rule(claim, floored).note, "suspicious now: measured time 1.00 us is below the TPU v6e floor");
  floored["suspicious"][0]["source"] = "estimated";  // an estimate on another chip: the measured speedup stands
  EXPECT_TRUE(match_rule(claim, floored).matches);
}

TEST_F(StoreVerification, ARecordedVerificationIsWholeOrNothing) {
  int64_t original = attempt("a", "12p_RMSNorm", "correct", 1.5);
  int64_t verify_run = start_run(database_, sample_run("verify"));
  nlohmann::json verdict = sample_verdict("12p_RMSNorm", "correct", 1.45);
  verdict["correctness"]["cases"][0]["seed"] = {77, 78};
  RecordedVerification done =
      record_verification(database_, verify_run, original, sample_attempt("12p_RMSNorm"), verdict, true, "");
  std::vector<VerificationRow> rows = verifications(database_, original);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].verdict_id, done.verdict_id);
  EXPECT_TRUE(rows[0].matches);
  Statement seeds = database_.prepare("SELECT seeds FROM verdicts WHERE id = ?1");
  seeds.bind(1, done.verdict_id);
  ASSERT_TRUE(seeds.step());
  EXPECT_EQ(nlohmann::json::parse(seeds.text(0))[0]["seed"], nlohmann::json({77, 78}));

  // A verification of a missing attempt: its attempt and verdict roll back too.
  int64_t verdicts_before = verdict_count(database_);
  EXPECT_THROW(record_verification(database_, verify_run, 999, sample_attempt("12p_RMSNorm"), verdict, true, ""),
               StoreError);
  EXPECT_EQ(verdict_count(database_), verdicts_before);
  EXPECT_EQ(database_.query_integer("SELECT count(*) FROM attempts WHERE run_id = " + std::to_string(verify_run)), 1);
  EXPECT_EQ(verifications(database_, std::nullopt).size(), 1u);
}

}  // namespace
}  // namespace jaxbench::store
