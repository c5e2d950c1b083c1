// A store that cannot be used: a file that is not SQLite, a damaged one, a
// read-only location, a full disk. Each is one StoreError line naming the
// file; the file is never overwritten and what was committed stays.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <functional>

#include "core/files.h"
#include "core/temp_dir.h"
#include "store/migrations.h"
#include "store/queries.h"
#include "store/records.h"
#include "store_fixtures.h"

namespace jaxbench::store {
namespace {

using testing::bytes_of;
using testing::sample_attempt;
using testing::sample_run;
using testing::sample_verdict;

// open_store's error, or "" when it opened.
std::string open_error(const std::string& path) {
  try {
    open_store(path);
  } catch (const StoreError& error) {
    return error.what();
  }
  return "";
}

void expect_one_line_naming(const std::string& message, const std::string& path, const std::string& what) {
  EXPECT_NE(message.find("results store " + path), std::string::npos) << message;
  EXPECT_NE(message.find(what), std::string::npos) << message;
  EXPECT_EQ(message.find('\n'), std::string::npos) << message;
}

std::string store_with_rows(const std::string& path, int rows) {
  Database database = open_store(path);
  for (int i = 0; i < rows; ++i) {
    record_eval(database, sample_run(), sample_attempt("kept", i), sample_verdict("kept", "correct", 1));
  }
  return path;
}

// Runs `body` in a forked child; returns what it returned (or why it died).
std::string in_child(const std::function<std::string()>& body) {
  int out[2];
  if (::pipe(out) != 0) return "pipe failed";
  pid_t pid = ::fork();
  if (pid == 0) {
    ::close(out[0]);
    std::string result;
    try {
      result = body();
    } catch (const std::exception& error) {
      result = std::string("exception: ") + error.what();
    }
    ssize_t written = ::write(out[1], result.data(), result.size());
    ::_exit(written == static_cast<ssize_t>(result.size()) ? 0 : 1);
  }
  ::close(out[1]);
  std::string result;
  char buffer[4096];
  for (ssize_t n; (n = ::read(out[0], buffer, sizeof(buffer))) > 0;) result.append(buffer, n);
  ::close(out[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (!WIFEXITED(status)) return "child died by signal " + std::to_string(WTERMSIG(status));
  return result;
}

bool write_text(const std::string& path, const std::string& text) {
  std::ofstream file(path);
  file << text;
  return static_cast<bool>(file.flush());
}

// A user and mount namespace of our own (works unprivileged where the
// kernel allows it): mounts made here are invisible outside and need no root.
bool enter_private_mounts() {
  uid_t uid = ::getuid();
  gid_t gid = ::getgid();
  if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) return false;
  write_text("/proc/self/setgroups", "deny");
  if (!write_text("/proc/self/uid_map", "0 " + std::to_string(uid) + " 1\n")) return false;
  if (!write_text("/proc/self/gid_map", "0 " + std::to_string(gid) + " 1\n")) return false;
  return ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
}

TEST(StoreFailures, ANonSqliteFileIsRefusedUntouched) {
  TempDir dir("jaxbench-store-");
  std::string path = dir.path() + "/notes.txt";
  write_file_atomic(path, "my notes, not a database\n" + std::string(5000, 'x'));
  std::string before = bytes_of(path);
  expect_one_line_naming(open_error(path), path, "is not a SQLite database");
  EXPECT_EQ(bytes_of(path), before);
  EXPECT_FALSE(file_exists(path + "-wal"));
}

TEST(StoreFailures, ADamagedFileIsRefusedUntouched) {
  TempDir dir("jaxbench-store-");
  std::string path = store_with_rows(dir.path() + "/damaged.db", 300);
  std::string bytes = bytes_of(path);
  ASSERT_GT(bytes.size(), 8u * 4096);
  // Whole pages of garbage in the middle, the header left valid.
  size_t middle = (bytes.size() / 2) / 4096 * 4096;
  for (size_t i = middle; i < middle + 2 * 4096; ++i) bytes[i] = static_cast<char>(0xA5 ^ (i & 0xff));
  write_file_atomic(path, bytes);
  expect_one_line_naming(open_error(path), path, "is damaged");
  EXPECT_EQ(bytes_of(path), bytes);
}

TEST(StoreFailures, AReadOnlyLocationIsOneLineAndKeepsTheRows) {
  TempDir dir("jaxbench-store-");
  std::string path = store_with_rows(dir.path() + "/kept.db", 5);
  std::string before = bytes_of(path);
  // Root ignores file modes, so the folder is made read-only by a bind
  // mount in a private namespace instead (for root and others alike).
  std::string result = in_child([&]() -> std::string {
    if (!enter_private_mounts()) return "skip: no user+mount namespace here";
    if (::mount(dir.path().c_str(), dir.path().c_str(), nullptr, MS_BIND, nullptr) != 0 ||
        ::mount(nullptr, dir.path().c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) != 0) {
      return "skip: cannot remount read-only";
    }
    try {
      Database database = open_store(path);
      record_eval(database, sample_run(), sample_attempt("lost"), sample_verdict("lost", "correct", 1));
    } catch (const StoreError& error) {
      return error.what();
    }
    return "recorded into a read-only folder";
  });
  if (result.rfind("skip:", 0) == 0) GTEST_SKIP() << result;
  expect_one_line_naming(result, path, "cannot be written");
  EXPECT_EQ(bytes_of(path), before);
  Database database = open_store(path);
  EXPECT_EQ(verdict_count(database), 5);
}

// Records big attempts into `path` until the store fails; returns
// "<recorded> <message>", then checks a fresh connection sees every one.
std::string fill_until_failure(const std::string& path) {
  Database database = open_store(path);
  int recorded = 0;
  std::string message;
  for (; recorded < 100000; ++recorded) {
    AttemptInfo attempt = sample_attempt("full", recorded);
    attempt.candidate_source = std::string(16 * 1024, static_cast<char>('a' + recorded % 26));
    try {
      record_eval(database, sample_run(), attempt, sample_verdict("full", "correct", 1));
    } catch (const StoreError& error) {
      message = error.what();
      break;
    }
  }
  if (message.empty()) return "never failed";
  Database again = Database::open(path);
  if (again.query_integer("SELECT count(*) FROM verdicts") != recorded) return "rows lost: " + message;
  return std::to_string(recorded) + " " + message;
}

TEST(StoreFailures, AFullDiskIsOneLineAndKeepsTheRows) {
  TempDir dir("jaxbench-store-");  // the parent's, so it is removed
  std::string result = in_child([&]() -> std::string {
    // A 512 KiB tmpfs of our own; without namespaces, a file size limit
    // (SIGXFSZ ignored, so write() fails with EFBIG instead of killing us).
    if (enter_private_mounts() && ::mount("none", dir.path().c_str(), "tmpfs", 0, "size=512k") == 0) {
      return fill_until_failure(dir.path() + "/full.db");
    }
    ::signal(SIGXFSZ, SIG_IGN);
    rlimit limit{512 * 1024, 512 * 1024};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    return fill_until_failure(dir.path() + "/full.db");
  });
  size_t space = result.find(' ');
  ASSERT_NE(space, std::string::npos) << result;
  int recorded = std::atoi(result.substr(0, space).c_str());
  EXPECT_GT(recorded, 3) << result;  // earlier rows were committed, and are still there
  std::string message = result.substr(space + 1);
  EXPECT_NE(message.find("/full.db"), std::string::npos) << message;
  EXPECT_TRUE(message.find("disk is full") != std::string::npos || message.find("I/O error") != std::string::npos)
      << message;
  EXPECT_EQ(message.find('\n'), std::string::npos) << message;
}

TEST(StoreFailures, AFolderThatCannotBeMadeIsOneLine) {
  TempDir dir("jaxbench-store-");
  write_file_atomic(dir.path() + "/file", "a regular file");
  std::string path = dir.path() + "/file/sub/jaxbench.db";
  expect_one_line_naming(open_error(path), path, "cannot create its folder");
}

}  // namespace
}  // namespace jaxbench::store
