// A hostile .py candidate against the export sandbox's minimal root: it
// tries files planted by the test (in $HOME, a results store, /etc/shadow,
// the checkout's .git) and every process's command line and environment
// through /proc, and raises with what it saw. Nothing planted may come back.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "candidate/candidate_export.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "store/location.h"
#include "store/migrations.h"
#include "store/records.h"

namespace jaxbench::candidate {
namespace {

const std::string kRoot = JAXBENCH_SOURCE_ROOT;
const std::string kProbe = std::string(JAXBENCH_TEST_DATA) + "/candidates/view_probe.py";

class ExportIsolationTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!file_exists(kRoot + "/.venv/bin/python")) GTEST_SKIP() << "run ./setup.sh to test exports";
    manifest_ = kRoot + "/workloads/12p_RMSNorm/small/manifest.json";
    if (!file_exists(manifest_)) GTEST_SKIP() << manifest_ << " missing";
    limits_.root = kRoot;
    secret_ = "PLANTED-SECRET-" + std::to_string(::getpid());
  }

  // The probe with `paths` to try; a CandidateExport whose message says what it saw.
  CandidateExport probe(const std::vector<std::string>& paths) {
    std::string list;
    for (const auto& p : paths) list += "\"" + p + "\", ";
    std::string source = read_file(kProbe);
    source.replace(source.find("PATHS = []"), 10, "PATHS = [" + list + "]");
    std::string file = dir_.path() + "/view_probe.py";
    write_file_atomic(file, source);
    CandidateExport e = export_candidate(file, manifest_, "cpu", limits_);
    if (!e.isolation_note.empty()) skipped_ = "this host refuses the namespaces: " + e.isolation_note;
    return e;
  }

  void expect_nothing_leaked(const CandidateExport& e) {
    EXPECT_EQ(e.status, ExportStatus::export_error) << e.message;
    EXPECT_NE(e.message.find("probe files:"), std::string::npos) << e.message;  // the probe ran
    for (const std::string* text : {&e.message, &e.full_message, &e.stderr_tail}) {
      EXPECT_EQ(text->find(secret_), std::string::npos) << *text;
    }
  }

  TempDir dir_;
  std::string manifest_, secret_, skipped_;
  ExportLimits limits_;
};

// A real results store where the judge keeps it by default (under a test
// XDG_DATA_HOME), holding an attempt whose source is the secret.
std::string planted_store(const std::string& secret) {
  static TempDir data("jaxbench-data-");
  const char* chosen = std::getenv("JAXBENCH_DB");
  std::string saved = chosen ? chosen : "";
  ::unsetenv("JAXBENCH_DB");
  ::setenv("XDG_DATA_HOME", data.path().c_str(), 1);
  std::string path = store::default_database_path();
  if (chosen) ::setenv("JAXBENCH_DB", saved.c_str(), 1);
  store::Database database = store::open_store(path);
  store::RunInfo run;
  run.command = "eval";
  store::AttemptInfo attempt;
  attempt.workload = "12p_RMSNorm";
  attempt.candidate_source = secret;
  store::record_eval(database, run, attempt, {{"status", "correct"}, {"workload", "12p_RMSNorm"}});
  return path;
}

TEST_F(ExportIsolationTest, HomeShadowStoreAndGitAreAbsent) {
  const char* home = std::getenv("HOME");
  ASSERT_NE(home, nullptr);
  std::string home_file = std::string(home) + "/.jaxbench_planted_" + std::to_string(::getpid());
  write_file_atomic(home_file, secret_ + "-home");
  std::string store_db = planted_store(secret_ + "-store");
  CandidateExport e = probe({home_file, store_db, "/etc/shadow", kRoot + "/.git", "/root"});
  std::remove(home_file.c_str());
  if (!skipped_.empty()) GTEST_SKIP() << skipped_;
  expect_nothing_leaked(e);
  for (const std::string& path : {home_file, store_db, std::string("/etc/shadow"), kRoot + "/.git"}) {
    EXPECT_NE(e.message.find(path + "=absent:FileNotFoundError"), std::string::npos) << path << ": " << e.message;
  }
  EXPECT_EQ(e.message.find("root:"), std::string::npos) << e.message;  // no line of /etc/shadow
}

TEST_F(ExportIsolationTest, ProcShowsOnlyItsOwnProcesses) {
  pid_t holder = ::fork();
  ASSERT_GE(holder, 0);
  if (holder == 0) {  // a process holding the secret in its command line and environment
    std::string env = "HELD_SECRET=" + secret_ + "-environ";
    std::string script = "sleep 60; : " + secret_ + "-cmdline";
    char* envp[] = {env.data(), nullptr};
    ::execle("/bin/sh", "sh", "-c", script.c_str(), static_cast<char*>(nullptr), envp);
    ::_exit(127);
  }
  std::string pid = std::to_string(holder);
  CandidateExport e = probe({"/proc/" + pid + "/cmdline", "/proc/" + pid + "/environ", "/proc/1/environ"});
  ::kill(holder, SIGKILL);
  ::waitpid(holder, nullptr, 0);
  if (!skipped_.empty()) GTEST_SKIP() << skipped_;
  expect_nothing_leaked(e);
  size_t at = e.message.find("processes=");
  ASSERT_NE(at, std::string::npos) << e.message;
  int count = std::atoi(e.message.c_str() + at + 10);
  EXPECT_GE(count, 1) << e.message;  // a /proc of its own, not none
  EXPECT_LE(count, 3) << "sees more than its own PID namespace: " << e.message;
  EXPECT_NE(e.message.find("/proc/1/environ=absent:PermissionError"), std::string::npos) << e.message;
}

}  // namespace
}  // namespace jaxbench::candidate
