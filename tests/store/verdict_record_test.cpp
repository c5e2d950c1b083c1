// The one builder of what the store keeps of a verdict (store/verdict_record.h):
// every writer (eval, serve, verify, run, the loop) goes through it.
#include "store/verdict_record.h"

#include <gtest/gtest.h>

#include "core/temp_dir.h"
#include "store/migrations.h"
#include "store/recorder.h"

namespace jaxbench::store {
namespace {

TEST(VerdictRecord, TheAttemptTakesTheVerdictsWorkloadAndTheJudgesSource) {
  nlohmann::json verdict = {{"workload", "12p_RMSNorm"}, {"size", "full"}, {"status", "correct"}};
  nlohmann::json facts = {{"candidate_source", "def workload(x, s): ..."}, {"module_sha256", "ab12"}};
  AttemptOrigin origin;
  origin.proposer = "human";
  origin.candidate_path = "/tmp/c.py";
  origin.workload = "12p";
  origin.size = "small";
  origin.tokens = 42;
  origin.wall_seconds = 1.5;
  AttemptInfo attempt = attempt_from_verdict(verdict, facts, origin);
  EXPECT_EQ(attempt.workload, "12p_RMSNorm");
  EXPECT_EQ(attempt.size, "full");
  EXPECT_EQ(attempt.kind, "candidate");
  EXPECT_EQ(attempt.candidate_path, "/tmp/c.py");
  EXPECT_EQ(attempt.candidate_source.value_or(""), "def workload(x, s): ...");
  EXPECT_EQ(attempt.module_sha256.value_or(""), "ab12");
  EXPECT_EQ(attempt.proposer, "human");
  EXPECT_EQ(attempt.tokens.value_or(0), 42);
  EXPECT_DOUBLE_EQ(attempt.wall_seconds.value_or(0), 1.5);
}

TEST(VerdictRecord, WhatTheVerdictLacksComesFromTheOrigin) {
  AttemptOrigin origin;
  origin.kind = "reference";
  origin.workload = "41k_Foo";
  origin.size = "small";
  AttemptInfo attempt = attempt_from_verdict({{"status", "runtime_error"}}, nlohmann::json::object(), origin);
  EXPECT_EQ(attempt.workload, "41k_Foo");
  EXPECT_EQ(attempt.size, "small");
  EXPECT_EQ(attempt.kind, "reference");
  EXPECT_FALSE(attempt.candidate_source);
  EXPECT_FALSE(attempt.module_sha256);
}

TEST(VerdictRecord, TheSourceTheCallerSentIsKeptOnlyWhereTheJudgeReadNone) {
  AttemptOrigin origin;
  origin.candidate_source = "sent";
  nlohmann::json refused = {{"status", "invalid_request"}};
  EXPECT_EQ(attempt_from_verdict(refused, nlohmann::json::object(), origin).candidate_source.value_or(""), "sent");
  EXPECT_EQ(attempt_from_verdict(refused, {{"candidate_source", ""}}, origin).candidate_source.value_or(""), "sent");
  nlohmann::json read = {{"candidate_source", "as the judge read it"}};
  EXPECT_EQ(attempt_from_verdict(refused, read, origin).candidate_source.value_or(""), "as the judge read it");
}

TEST(VerdictRecord, ARecorderWithNoEnvironmentTakesTheFirstVerdictsMachine) {
  TempDir dir("jaxbench-recorder-");
  StoreOptions where;
  where.db = dir.path() + "/r.db";
  Recorder recorder(where, RunInfo{"eval", "", "", "", "", {}});
  AttemptOrigin origin;
  origin.proposer = "human";
  origin.workload = "12p_RMSNorm";
  nlohmann::json verdict = {{"status", "correct"}, {"chip", "h200"}, {"platform", "cuda"}};
  ASSERT_TRUE(recorder.record(origin, verdict, {{"plugin_path", "/p/cuda.so"}}));
  Database database = open_store(*where.db);
  Statement row = database.prepare(
      "SELECT e.chip, e.platform, e.plugin_path, a.proposer FROM attempts a JOIN runs r ON a.run_id = r.id "
      "JOIN environments e ON r.environment_id = e.id");
  ASSERT_TRUE(row.step());
  EXPECT_EQ(row.text(0), "h200");
  EXPECT_EQ(row.text(1), "cuda");
  EXPECT_EQ(row.text(2), "/p/cuda.so");
  EXPECT_EQ(row.text(3), "human");
}

TEST(VerdictRecord, TheEnvironmentIsTheVerdictsMachineAndTheFactsVersions) {
  nlohmann::json verdict = {{"chip", "v6e"},
                            {"device_kind", "TPU v6 lite"},
                            {"platform", "tpu"},
                            {"preflight", {{"target", {{"libtpu_version", "0.0.21"}}}}}};
  nlohmann::json facts = {{"plugin_path", "/p/libtpu.so"}, {"platform_version", "pjrt 1"}, {"jax_version", "0.11.2"}};
  EnvironmentInfo environment = verdict_environment(verdict, facts);
  EXPECT_EQ(environment.chip, "v6e");
  EXPECT_EQ(environment.device_kind, "TPU v6 lite");
  EXPECT_EQ(environment.platform, "tpu");
  EXPECT_EQ(environment.plugin_path, "/p/libtpu.so");
  EXPECT_EQ(environment.platform_version, "pjrt 1");
  EXPECT_EQ(environment.jaxlib_version, "0.11.2");
  EXPECT_EQ(environment.libtpu_version, "0.0.21");
  EXPECT_EQ(environment.jaxbench_commit, jaxbench_commit());
  EXPECT_EQ(environment.host, host_name());
  // Malformed parts read as unknown, never throw.
  EnvironmentInfo empty = verdict_environment(nlohmann::json::array(), nullptr);
  EXPECT_EQ(empty.chip, "");
  EXPECT_EQ(empty.plugin_path, "");
}

}  // namespace
}  // namespace jaxbench::store
