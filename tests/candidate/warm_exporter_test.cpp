#include "candidate/warm_exporter.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <thread>

#include "candidate/candidate_source.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "process/sandbox.h"
#include "suite/manifest.h"

namespace jaxbench::candidate {

// PrintTo(ExportStatus) is candidate_export_test.cpp's (the same binary).

namespace {

namespace fs = std::filesystem;

const std::string kRoot = JAXBENCH_SOURCE_ROOT;
const std::string kCandidates = std::string(JAXBENCH_TEST_DATA) + "/candidates/";
const std::string kClean = kCandidates + "rmsnorm_ok.py";

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Runs the real zygote (tools/export/zygote.py) under .venv: each test pays
// one JAX import in the zygote, and one more for each one-shot comparison.
class WarmExporterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!file_exists(kRoot + "/.venv/bin/python")) {
      GTEST_SKIP() << kRoot << "/.venv/bin/python missing: run ./setup.sh to test the warm exporter";
    }
    manifest_ = kRoot + "/workloads/12p_RMSNorm/small/manifest.json";
    if (!file_exists(manifest_)) GTEST_SKIP() << manifest_ << " missing: export the suite (./setup.sh)";
    limits_.root = kRoot;
  }
  std::string write_candidate(const std::string& name, const std::string& source) {
    std::string path = dir_.path() + "/" + name;
    write_file_atomic(path, source);
    return path;
  }
  CandidateExport warm(const std::string& candidate) {
    return exporter_.export_candidate(candidate, manifest_, "cpu", limits_);
  }
  CandidateExport one_shot(const std::string& candidate) {
    return candidate::export_candidate(candidate, manifest_, "cpu", limits_);
  }

  TempDir dir_;
  std::string manifest_;
  ExportLimits limits_;
  WarmExporter exporter_;
};

TEST_F(WarmExporterTest, SameModuleAsOneShotAndLaterExportsSkipTheImport) {
  auto start = std::chrono::steady_clock::now();
  CandidateExport first = warm(kClean);
  double first_seconds = seconds_since(start);
  start = std::chrono::steady_clock::now();
  CandidateExport second = warm(kClean);
  double second_seconds = seconds_since(start);
  start = std::chrono::steady_clock::now();
  CandidateExport reference = one_shot(kClean);
  double one_shot_seconds = seconds_since(start);
  std::cout << "first warm export " << first_seconds << " s, second " << second_seconds << " s, one-shot "
            << one_shot_seconds << " s\n";
  ASSERT_EQ(reference.status, ExportStatus::ok) << reference.message;
  ASSERT_EQ(first.status, ExportStatus::ok) << first.message << "\n" << first.stderr_tail;
  EXPECT_EQ(second.status, ExportStatus::ok) << second.message;
  EXPECT_EQ(first.module_text, reference.module_text);
  EXPECT_EQ(second.module_text, reference.module_text);
  EXPECT_EQ(second.module_bytecode, reference.module_bytecode);
  EXPECT_EQ(second.outputs_match_manifest, reference.outputs_match_manifest);
  EXPECT_EQ(second.message.rfind("exported in ", 0), 0u) << second.message;
  EXPECT_LT(second_seconds, 0.5 * first_seconds);
  EXPECT_FALSE(fs::exists(second.work_dir)) << "child dir left behind";
  nlohmann::json status = exporter_.status();
  EXPECT_EQ(status["exports_served"], 2);
  EXPECT_EQ(status["restarts"], 0);
  EXPECT_GT(status["zygote_pid"].get<int>(), 0);
  EXPECT_GT(status["last_import_seconds"].get<double>(), 0);
}

// The zygote forks the next child and warms it (the CPU backend; the last
// workload's reference exported while no request waits) while the judge
// works on the previous candidate: the reference's own code as a candidate,
// exported by a child warmed on it, is still the module a fresh exporter makes.
TEST_F(WarmExporterTest, ExportsAreServedByAChildPreparedBeforeTheRequest) {
  std::string copy = write_candidate("reference_copy.py", read_file(kRoot + "/workloads/12p_RMSNorm/workload.py"));
  CandidateExport first = warm(kClean);
  std::this_thread::sleep_for(std::chrono::seconds(1));  // no request waits: the next child exports the reference
  CandidateExport warmed = warm(copy);
  ASSERT_EQ(first.status, ExportStatus::ok) << first.message << "\n" << first.stderr_tail;
  ASSERT_EQ(warmed.status, ExportStatus::ok) << warmed.message << "\n" << warmed.stderr_tail;
  EXPECT_EQ(warmed.module_text, one_shot(copy).module_text);
  nlohmann::json status = exporter_.status();
  EXPECT_EQ(status["exports_prepared"], 2) << status.dump();
  EXPECT_EQ(status["restarts"], 0);
}

// Without spares (a one-off eval's exporter, the held-out prefetch's: zygote.py
// --no-spare) no child is forked ahead: each is forked at its request.
TEST_F(WarmExporterTest, WithoutSparesEachChildIsForkedAtItsRequest) {
  WarmExporter exporter(/*spares=*/false);
  CandidateExport first = exporter.export_candidate(kClean, manifest_, "cpu", limits_);
  std::this_thread::sleep_for(std::chrono::seconds(1));  // time enough for a spare, were there one
  CandidateExport second = exporter.export_candidate(kClean, manifest_, "cpu", limits_);
  ASSERT_EQ(first.status, ExportStatus::ok) << first.message << "\n" << first.stderr_tail;
  ASSERT_EQ(second.status, ExportStatus::ok) << second.message << "\n" << second.stderr_tail;
  EXPECT_EQ(second.module_text, first.module_text);
  nlohmann::json status = exporter.status();
  EXPECT_EQ(status["spares"], false) << status.dump();
  EXPECT_EQ(status["exports_served"], 2) << status.dump();
  EXPECT_EQ(status["exports_prepared"], 0) << status.dump();
  EXPECT_EQ(exporter_.status()["spares"], true);
}

// A prepared child's own work before the request is not the candidate's:
// its CPU allowance is the limit, counted from the request.
TEST_F(WarmExporterTest, PreparedChildGivesTheCandidateItsWholeCpuLimit) {
  std::string spinner = write_candidate("spinner.py", R"(
import sys, time
start, shown = time.process_time(), 0.0
while True:
    used = time.process_time() - start
    if used - shown >= 0.05:
        shown = used
        print(f"{used:.2f}", file=sys.stderr, flush=True)
)");
  limits_.cpu_seconds = 2;
  limits_.timeout_seconds = 30;
  for (int round = 0; round < 2; ++round) {  // a plain spare, then one warmed on the workload
    CandidateExport spun = warm(spinner);
    EXPECT_EQ(spun.status, ExportStatus::timeout) << spun.message;
    EXPECT_NE(spun.message.find("used more than 2 s of CPU time"), std::string::npos) << spun.message;
    std::string tail = spun.stderr_tail.substr(spun.stderr_tail.find_last_of('\n', spun.stderr_tail.size() - 2) + 1);
    double used = std::stod(tail);
    EXPECT_GT(used, 1.4) << "round " << round;
    EXPECT_LT(used, 2.6) << "round " << round;
  }
  EXPECT_EQ(exporter_.status()["exports_prepared"], 2);
}

TEST_F(WarmExporterTest, MonkeypatchingJaxDoesNotReachTheNextCandidate) {
  std::string patcher = write_candidate("patcher.py", R"(
import sys, jax, jax.numpy as jnp
jnp.sum = jnp.mean = lambda *a, **k: 0
jax.lax.rsqrt = lambda x: x
sys.modules["jax._src.numpy.reductions"] = sys.modules["jaxbench_poison"] = object()
open("left_behind.txt", "w").write("x")

def workload(x, scale):
    return x * scale
)");
  CandidateExport patched = warm(patcher);  // its own export may fail: what matters is the next one
  std::cout << "the patcher's own export: " << export_status_name(patched.status) << " " << patched.message << "\n";
  EXPECT_FALSE(fs::exists(patched.work_dir)) << "its files stay behind";
  CandidateExport clean = warm(kClean);
  ASSERT_EQ(clean.status, ExportStatus::ok) << clean.message << "\n" << clean.stderr_tail;
  EXPECT_EQ(clean.module_text, one_shot(kClean).module_text);
  EXPECT_EQ(exporter_.status()["restarts"], 0);
}

TEST_F(WarmExporterTest, CandidateThatKillsTheZygoteIsJudgedOneShotAndTheNextIsServed) {
  process::SandboxResult probe = process::run_sandboxed({"sh", "-c", "true"});
  if (!probe.pids_isolated) {  // the one-shot rerun would kill its parent: this test
    GTEST_SKIP() << "no PID namespace here: " << probe.isolation_note;
  }
  std::string killer = write_candidate("killer.py", R"(
import os
os.kill(os.getppid(), 9)
import jax.numpy as jnp

def workload(x, scale):
    return x * scale
)");
  CandidateExport killed = warm(killer);
  CandidateExport reference = one_shot(killer);
  EXPECT_EQ(killed.status, reference.status) << killed.message;
  EXPECT_EQ(killed.module_text, reference.module_text);
  EXPECT_NE(killed.exporter_note.find("died while exporting killer.py"), std::string::npos) << killed.exporter_note;
  EXPECT_EQ(exporter_.status()["restarts"], 1);
  CandidateExport next = warm(kClean);
  ASSERT_EQ(next.status, ExportStatus::ok) << next.message << "\n" << next.stderr_tail;
  EXPECT_TRUE(next.exporter_note.empty()) << next.exporter_note;
  nlohmann::json status = exporter_.status();
  EXPECT_EQ(status["restarts"], 1);
  EXPECT_EQ(status["starts"], 2);
  EXPECT_EQ(status["one_shot_reruns"], 1);
}

TEST_F(WarmExporterTest, InfiniteLoopTimesOutAndTheZygoteServesTheNext) {
  limits_.timeout_seconds = 8;
  CandidateExport looped = warm(kCandidates + "infinite_loop.py");
  EXPECT_EQ(looped.status, ExportStatus::timeout) << looped.message;
  EXPECT_EQ(looped.message, "export did not finish within 8 s");
  EXPECT_LT(looped.seconds, 8 + 3);
  limits_.timeout_seconds = 120;
  CandidateExport next = warm(kClean);
  EXPECT_EQ(next.status, ExportStatus::ok) << next.message;
  EXPECT_EQ(exporter_.status()["restarts"], 0);
}

TEST_F(WarmExporterTest, MemoryHogIsOomAndTheZygoteServesTheNext) {
  CandidateExport hog = warm(kCandidates + "huge_alloc.py");
  EXPECT_EQ(hog.status, ExportStatus::oom) << hog.message << "\n" << hog.stderr_tail;
  EXPECT_EQ(hog.message.rfind("export exceeded the 16 GiB memory limit", 0), 0u) << hog.message;
  EXPECT_NE(hog.message.find("MemoryError"), std::string::npos) << hog.message;
  CandidateExport next = warm(kClean);
  EXPECT_EQ(next.status, ExportStatus::ok) << next.message;
  EXPECT_EQ(exporter_.status()["restarts"], 0);
}

TEST_F(WarmExporterTest, LoadCandidateUsesTheWarmExporterWhenGiven) {
  suite::Manifest manifest = suite::Manifest::load(manifest_);
  CandidateSource source = load_candidate(kCandidates + "syntax_error.py", manifest, "cpu", limits_, "", &exporter_);
  EXPECT_FALSE(source.ok);
  EXPECT_EQ(source.status, "export_error");
  EXPECT_NE(source.message.find("line 3"), std::string::npos) << source.message;
  EXPECT_EQ(source.export_info["exporter"], "warm");
  EXPECT_EQ(exporter_.status()["exports_served"], 1);
}

// A zygote that answers garbage is replaced; the export is judged one-shot
// (here by the same fake python, so it fails, but as an export_error).
TEST(WarmExporter, ZygoteAnsweringGarbageIsReplaced) {
  TempDir dir;
  std::string python = dir.path() + "/python";
  write_file_atomic(python, "#!/bin/sh\necho '{\"ready\": true, \"import_seconds\": 0.1}'\nread line\necho garbage\n");
  fs::permissions(python, fs::perms::owner_all);
  write_file_atomic(dir.path() + "/c.py", "def workload(x):\n    return x\n");
  write_file_atomic(dir.path() + "/manifest.json", "{}");
  ExportLimits limits;
  limits.root = kRoot;
  limits.python = python;
  limits.minimal_root = false;  // the fake interpreter is a script in /tmp, which no minimal root holds
  WarmExporter exporter;
  CandidateExport e = exporter.export_candidate(dir.path() + "/c.py", dir.path() + "/manifest.json", "cpu", limits);
  EXPECT_EQ(e.status, ExportStatus::export_error) << e.message;
  EXPECT_NE(e.exporter_note.find("answered something else than a reply: garbage"), std::string::npos)
      << e.exporter_note;
  nlohmann::json status = exporter.status();
  EXPECT_EQ(status["restarts"], 1) << status.dump();
  EXPECT_EQ(status["one_shot_reruns"], 1);
  EXPECT_EQ(status["exports_served"], 0);
}

}  // namespace
}  // namespace jaxbench::candidate
