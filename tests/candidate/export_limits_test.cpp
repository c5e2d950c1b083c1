// A candidate's export past its disk quota, and one forking past the process
// bound, in the one-shot exporter and the warm one: each is export_error
// naming the limit, and the next export (the judge's, in the same process)
// goes on as before.
#include <gtest/gtest.h>

#include <string>

#include "candidate/candidate_export.h"
#include "candidate/warm_exporter.h"
#include "core/files.h"

namespace jaxbench::candidate {
namespace {

const std::string kRoot = JAXBENCH_SOURCE_ROOT;
const std::string kCandidates = std::string(JAXBENCH_TEST_DATA) + "/candidates/";

class ExportLimitsTest : public ::testing::TestWithParam<bool> {
 protected:
  void SetUp() override {
    if (!file_exists(kRoot + "/.venv/bin/python")) GTEST_SKIP() << "run ./setup.sh to test exports";
    manifest_ = kRoot + "/workloads/12p_RMSNorm/small/manifest.json";
    if (!file_exists(manifest_)) GTEST_SKIP() << manifest_ << " missing: export the suite (./setup.sh)";
    limits_.root = kRoot;
  }
  CandidateExport run(const std::string& file) {
    if (GetParam()) return warm_.export_candidate(kCandidates + file, manifest_, "cpu", limits_);
    return export_candidate(kCandidates + file, manifest_, "cpu", limits_);
  }
  void expect_next_export_ok() {
    CandidateExport next = run("rmsnorm_ok.py");
    EXPECT_EQ(next.status, ExportStatus::ok) << next.message;
    if (GetParam()) {
      EXPECT_EQ(warm_.status()["one_shot_reruns"], 0) << warm_.status().dump();
    }
  }
  std::string manifest_;
  ExportLimits limits_;
  WarmExporter warm_;
};

TEST_P(ExportLimitsTest, WritingPastTheDiskQuotaIsAnExportErrorNamingIt) {
  limits_.disk_bytes = 64ull << 20;
  CandidateExport e = run("disk_filler.py");
  EXPECT_EQ(e.status, ExportStatus::export_error) << e.message << "\n" << e.stderr_tail;
  EXPECT_EQ(e.message, "export wrote more than the 64 MiB disk limit to its temp dir (--export-disk-limit)");
  expect_next_export_ok();
}

TEST_P(ExportLimitsTest, ForkingPastTheProcessBoundIsAnExportErrorNamingIt) {
  limits_.max_processes = 32;
  CandidateExport e = run("fork_bomb.py");
  EXPECT_EQ(e.status, ExportStatus::export_error) << e.message << "\n" << e.stderr_tail;
  std::string bound = std::to_string(export_task_bound(limits_));
  EXPECT_EQ(e.message.rfind("export reached the process limit: " + bound + " tasks (32 processes + ", 0), 0u)
      << e.message;
  expect_next_export_ok();
}

TEST(ExportLimits, DefaultsAreAQuotaAndABoundThatLeaveRoomForThreads) {
  ExportLimits limits;
  EXPECT_EQ(limits.disk_bytes, 256ull << 20);
  EXPECT_EQ(limits.max_processes, 64u);
  EXPECT_GE(export_thread_allowance(), 4u);
  EXPECT_EQ(export_task_bound(limits), 64 + export_thread_allowance());
  limits.max_processes = 0;
  EXPECT_EQ(export_task_bound(limits), 0u);
}

INSTANTIATE_TEST_SUITE_P(OneShotAndWarm, ExportLimitsTest, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "warm" : "one_shot"; });

}  // namespace
}  // namespace jaxbench::candidate
