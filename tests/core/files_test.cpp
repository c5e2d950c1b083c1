#include "core/files.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "core/error.h"
#include "core/temp_dir.h"

namespace jaxbench {
namespace {

namespace fs = std::filesystem;

// The message of the Error `action` throws ("" when it throws none).
template <class Action>
std::string error_of(Action action) {
  try {
    action();
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

bool running_as_root() { return ::geteuid() == 0; }

TEST(Files, WritesAndReadsBackBinaryContents) {
  TempDir dir("jaxbench-files-test-");
  std::string path = dir.path() + "/data.bin";
  std::string contents("a\0b\nc\xff", 6);
  write_file_atomic(path, contents);
  EXPECT_EQ(read_file(path), contents);
  write_file_atomic(path, "replaced");  // over an existing file
  EXPECT_EQ(read_file(path), "replaced");
  EXPECT_TRUE(file_exists(path));
  EXPECT_FALSE(is_directory(path));
  // No temporary file stays beside it.
  EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 1);
}

TEST(Files, AnEmptyFileReadsAsEmpty) {
  TempDir dir("jaxbench-files-test-");
  write_file_atomic(dir.path() + "/empty", "");
  EXPECT_EQ(read_file(dir.path() + "/empty"), "");
}

TEST(Files, AMissingFileIsOneLineNamingIt) {
  TempDir dir("jaxbench-files-test-");
  std::string path = dir.path() + "/missing.npy";
  std::string message = error_of([&] { read_file(path); });
  EXPECT_EQ(message, "cannot read " + path + ": No such file or directory");
  EXPECT_EQ(message.find('\n'), std::string::npos);
  EXPECT_FALSE(file_exists(path));
}

TEST(Files, WritingIntoAMissingFolderNamesThePathAndTheFix) {
  TempDir dir("jaxbench-files-test-");
  std::string path = dir.path() + "/no/such/folder/out.json";
  std::string message = error_of([&] { write_file_atomic(path, "{}"); });
  EXPECT_EQ(message.rfind("cannot write " + path + ": ", 0), 0u) << message;
  EXPECT_NE(message.find("check that the folder exists and is writable"), std::string::npos) << message;
  EXPECT_EQ(message.find('\n'), std::string::npos);
}

TEST(Files, WritingIntoAReadOnlyFolderFailsAndKeepsTheOldFile) {
  if (running_as_root()) GTEST_SKIP() << "root writes into read-only folders";
  TempDir dir("jaxbench-files-test-");
  std::string path = dir.path() + "/kept.txt";
  write_file_atomic(path, "old");
  ::chmod(dir.path().c_str(), 0500);
  std::string message = error_of([&] { write_file_atomic(path, "new"); });
  ::chmod(dir.path().c_str(), 0700);
  EXPECT_EQ(message.rfind("cannot write " + path + ": Permission denied", 0), 0u) << message;
  EXPECT_EQ(read_file(path), "old");
}

TEST(Files, AFolderIsNotAFileAndCannotBeReadAsOne) {
  TempDir dir("jaxbench-files-test-");
  EXPECT_TRUE(is_directory(dir.path()));
  EXPECT_FALSE(file_exists(dir.path()));
  // ifstream opens a folder and reads nothing from it: an error, not "".
  std::string message = error_of([&] { read_file(dir.path()); });
  EXPECT_EQ(message, "cannot read " + dir.path() + ": Is a directory");
}

TEST(Files, MakeDirectoriesCreatesEveryLevelAndNamesAFailure) {
  TempDir dir("jaxbench-files-test-");
  std::string nested = dir.path() + "/a/b/c";
  make_directories(nested);
  EXPECT_TRUE(is_directory(nested));
  EXPECT_NO_THROW(make_directories(nested));  // already there
  write_file_atomic(dir.path() + "/plain", "x");
  std::string blocked = dir.path() + "/plain/sub";
  std::string message = error_of([&] { make_directories(blocked); });
  EXPECT_EQ(message.rfind("cannot create folder " + blocked + ": ", 0), 0u) << message;
}

}  // namespace
}  // namespace jaxbench
