// `jaxbench run` over a tier exported on first use: a workload whose manifest
// cannot be trusted (here: it drifted from its committed digest) becomes one
// error row naming the drift, and the run goes on to time the next workload.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/project_root.h"
#include "core/temp_dir.h"
#include "jobs/run_suite.h"
#include "runtime/runtime_test_util.h"

namespace jaxbench::jobs {
namespace {

namespace fs = std::filesystem;

TEST(RunSuiteDrift, ADriftedManifestIsOneErrorRowAndTheRunGoesOn) {
  auto root = project_root();
  if (!root) GTEST_SKIP() << "no checkout found (set JAXBENCH_ROOT)";
  fs::path suite_dir = fs::path(*root) / "workloads";
  if (!fs::exists(suite_dir / "12p_RMSNorm" / "small" / "manifest.json")) GTEST_SKIP() << "12p_RMSNorm not exported";
  TempDir levels("run_suite_drift");
  fs::path op = fs::path(levels.path()) / "l1_900_RMSNorm_Copy";
  fs::create_directories(op);
  std::ofstream(op / "workload.py") << "# test\n";
  fs::copy(suite_dir / "12p_RMSNorm" / "small", op / "small", fs::copy_options::recursive);
  std::ofstream(fs::path(levels.path()) / "manifests.sha256") << "0000  l1_900_RMSNorm_Copy/small/manifest.json\n";
  auto registry = suite::Registry::discover(
      {suite::Registry::Root{suite_dir.string()}, suite::Registry::Root{levels.path(), suite::Tier::levels, false}});

  RunRequest request;
  request.workloads = {"l1_900", "12p"};
  request.budget_seconds = 0.2;
  request.variant = "baseline";
  RunPlan plan = plan_run(request);
  suite::ProgramCache programs(testing::session());
  RunOutcome outcome = run_suite(request, plan, registry, testing::session(), programs, nullptr);

  ASSERT_EQ(outcome.records.size(), 2u);
  EXPECT_EQ(outcome.records[0].workload, "l1_900_RMSNorm_Copy");
  EXPECT_EQ(outcome.records[0].status, "error");
  EXPECT_NE(outcome.records[0].error.find("drifted from its committed digest"), std::string::npos)
      << outcome.records[0].error;
  EXPECT_EQ(outcome.records[1].workload, "12p_RMSNorm");
  EXPECT_EQ(outcome.records[1].status, "success") << outcome.records[1].error;
  EXPECT_EQ(outcome.failed(), 1u);
}

}  // namespace
}  // namespace jaxbench::jobs
