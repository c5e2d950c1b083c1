#include "core/temp_dir.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/files.h"

namespace jaxbench {
namespace {

namespace fs = std::filesystem;

TEST(TempDir, IsAFreshPrivateFolderWithThePrefix) {
  TempDir first("jaxbench-temp-test-"), second("jaxbench-temp-test-");
  EXPECT_NE(first.path(), second.path());
  EXPECT_TRUE(is_directory(first.path()));
  EXPECT_EQ(fs::path(first.path()).filename().string().rfind("jaxbench-temp-test-", 0), 0u);
  auto perms = fs::status(first.path()).permissions();
  EXPECT_EQ(perms & (fs::perms::group_all | fs::perms::others_all), fs::perms::none);  // mkdtemp: 0700
}

TEST(TempDir, IsRemovedWithEverythingInIt) {
  std::string path;
  {
    TempDir dir("jaxbench-temp-test-");
    path = dir.path();
    make_directories(path + "/a/b");
    write_file_atomic(path + "/a/b/file", "x");
    write_file_atomic(path + "/top", "y");
  }
  EXPECT_FALSE(fs::exists(path));
}

TEST(TempDir, IsRemovedEvenWithFoldersItCannotWriteOrEnter) {
  // What a sandboxed child may leave: a read-only folder with files in it,
  // and a folder with no permissions at all, nested under it.
  std::string path;
  {
    TempDir dir("jaxbench-temp-test-");
    path = dir.path();
    make_directories(path + "/readonly/locked");
    write_file_atomic(path + "/readonly/file", "x");
    write_file_atomic(path + "/readonly/locked/file", "y");
    ::chmod((path + "/readonly/locked").c_str(), 0);
    ::chmod((path + "/readonly").c_str(), 0500);
  }
  EXPECT_FALSE(fs::exists(path));
}

TEST(TempDir, KeepLeavesTheFolder) {
  std::string path;
  {
    TempDir dir("jaxbench-temp-test-");
    path = dir.path();
    write_file_atomic(path + "/kept", "z");
    dir.keep();
  }
  EXPECT_TRUE(file_exists(path + "/kept"));
  fs::remove_all(path);
}

TEST(TempDir, GoesUnderTmpdirWhenItIsAFolder) {
  TempDir parent("jaxbench-temp-test-");
  const char* saved = std::getenv("TMPDIR");
  std::string previous = saved ? saved : "";
  ::setenv("TMPDIR", parent.path().c_str(), 1);
  std::string inside;
  {
    TempDir dir("child-");
    inside = dir.path();
  }
  ::setenv("TMPDIR", "/no/such/folder", 1);
  std::string fallback;
  {
    TempDir dir("jaxbench-temp-test-");
    fallback = dir.path();
  }
  if (saved) {
    ::setenv("TMPDIR", previous.c_str(), 1);
  } else {
    ::unsetenv("TMPDIR");
  }
  EXPECT_EQ(fs::path(inside).parent_path().string(), parent.path());
  EXPECT_EQ(fallback.rfind("/tmp/jaxbench-temp-test-", 0), 0u) << fallback;
}

}  // namespace
}  // namespace jaxbench
