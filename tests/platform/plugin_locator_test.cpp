// Finding a plugin from `--plugin`: a path is a path, a name is searched for
// in the checkout's .venv, then VIRTUAL_ENV, then python3's site-packages.
// Each test builds its own fake checkout and environments in a temp dir and
// points JAXBENCH_ROOT, VIRTUAL_ENV and PATH at them.
#include "platform/plugin_locator.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>

#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "platform/registry.h"

namespace jaxbench {
namespace {

namespace fs = std::filesystem;

// Sets environment variables for one test and puts the old values back.
class ScopedEnvironment {
 public:
  ~ScopedEnvironment() {
    for (const auto& [name, value] : saved_) {
      if (value) {
        ::setenv(name.c_str(), value->c_str(), 1);
      } else {
        ::unsetenv(name.c_str());
      }
    }
  }
  void set(const std::string& name, const std::string& value) {
    save(name);
    ::setenv(name.c_str(), value.c_str(), 1);
  }
  void unset(const std::string& name) {
    save(name);
    ::unsetenv(name.c_str());
  }

 private:
  void save(const std::string& name) {
    if (saved_.count(name)) return;
    const char* old = std::getenv(name.c_str());
    saved_[name] = old ? std::optional<std::string>(old) : std::nullopt;
  }
  std::map<std::string, std::optional<std::string>> saved_;
};

std::string make_site_packages(const fs::path& env) {
  fs::path site = env / "lib" / "python3.11" / "site-packages";
  fs::create_directories(site);
  return site.string();
}

void touch(const fs::path& file) {
  fs::create_directories(file.parent_path());
  write_file_atomic(file.string(), "not really a plugin");
}

class PluginLocatorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // A checkout with a .venv, another environment, and no python3 on PATH.
    checkout_ = fs::path(dir_.path()) / "checkout";
    fs::create_directories(checkout_ / "workloads");
    touch(checkout_ / "CMakeLists.txt");
    venv_site_ = make_site_packages(checkout_ / ".venv");
    other_site_ = make_site_packages(fs::path(dir_.path()) / "other-env");
    fs::create_directories(fs::path(dir_.path()) / "empty-bin");
    env_.set("JAXBENCH_ROOT", checkout_.string());
    env_.set("VIRTUAL_ENV", (fs::path(dir_.path()) / "other-env").string());
    env_.set("PATH", (fs::path(dir_.path()) / "empty-bin").string());
    env_.unset("JAXBENCH_PLUGIN");
  }

  TempDir dir_{"jaxbench-plugin-locator-"};
  ScopedEnvironment env_;
  fs::path checkout_;
  std::string venv_site_, other_site_;
};

TEST_F(PluginLocatorTest, SearchesTheCheckoutsVenvThenVirtualEnv) {
  EXPECT_EQ(platform::plugin_search_dirs(), (std::vector<std::string>{venv_site_, other_site_}));
}

TEST_F(PluginLocatorTest, FindsANameInTheFirstEnvironmentThatHasIt) {
  const std::string cpu = platform::host_plugin_name();
  std::string relative = platform::plugin_relative_paths(cpu).at(0);
  touch(fs::path(other_site_) / relative);
  EXPECT_EQ(platform::locate_plugin(cpu).path, (fs::path(other_site_) / relative).string());
  touch(fs::path(venv_site_) / relative);
  platform::PluginLocation found = platform::locate_plugin(cpu);
  EXPECT_EQ(found.path, (fs::path(venv_site_) / relative).string());
  EXPECT_EQ(found.name, cpu);
  // No spec: JAXBENCH_PLUGIN, else the host plugin.
  EXPECT_EQ(platform::locate_plugin("").path, found.path);
}

TEST_F(PluginLocatorTest, APathSpecIsTakenAsAPath) {
  fs::path file = fs::path(dir_.path()) / "my_plugin.so";
  touch(file);
  platform::PluginLocation found = platform::locate_plugin(file.string());
  EXPECT_EQ(found.path, file.string());
  EXPECT_EQ(found.name, "path");
  env_.set("JAXBENCH_PLUGIN", file.string());
  EXPECT_EQ(platform::locate_plugin("").path, file.string());
  // A missing file is never searched for by name.
  try {
    platform::locate_plugin("gone.so");
    FAIL() << "a missing .so was accepted";
  } catch (const Error& error) {
    EXPECT_STREQ(error.what(), "PJRT plugin file gone.so does not exist");
  }
}

TEST_F(PluginLocatorTest, AMissingPluginSaysWhatToInstallOnOneLine) {
  const std::string tpu = platform::tpu_plugin_name();
  try {
    platform::locate_plugin(tpu);
    FAIL() << "found a TPU plugin in an empty environment";
  } catch (const Error& error) {
    std::string message = error.what();
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    EXPECT_NE(message.find(venv_site_), std::string::npos) << message;
    EXPECT_NE(message.find("pip install " + platform::find_plugin(tpu)->package), std::string::npos) << message;
  }
}

TEST_F(PluginLocatorTest, AnUnknownNameListsTheKnownOnes) {
  try {
    platform::locate_plugin("rocm");
    FAIL() << "rocm accepted";
  } catch (const Error& error) {
    EXPECT_STREQ(error.what(), "unknown plugin 'rocm': use cpu, cuda, tpu or the path of a PJRT plugin .so");
  }
  EXPECT_TRUE(platform::plugin_relative_paths("rocm").empty());
}

TEST_F(PluginLocatorTest, LibtpuWithoutATpuCompilesForTheDefaultTarget) {
  platform::PluginLocation host{"/x/pjrt_c_api_cpu_plugin.so", platform::host_plugin_name()};
  EXPECT_FALSE(platform::deviceless_target(host).has_value());
  if (platform::tpu_device_present()) GTEST_SKIP() << "this host has a TPU: libtpu needs no deviceless target";
  platform::PluginLocation by_name{"/x/libtpu.so", platform::tpu_plugin_name()};
  platform::PluginLocation by_path{"/somewhere/libtpu.so", "path"};
  EXPECT_EQ(platform::deviceless_target(by_name), std::optional<std::string>(platform::default_tpu_target()));
  EXPECT_EQ(platform::deviceless_target(by_path), std::optional<std::string>(platform::default_tpu_target()));
}

}  // namespace
}  // namespace jaxbench
