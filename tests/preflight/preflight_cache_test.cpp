// The pre-flight cache: a result comes back only for the same module,
// topology and libtpu version, and only results that do not depend on the
// host's load are kept. No libtpu.
#include "preflight/preflight_cache.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "process/sandbox.h"
#include "runtime/topology.h"

namespace jaxbench::preflight {
namespace {

namespace fs = std::filesystem;

class PreflightCacheTest : public ::testing::Test {
 protected:
  PreflightRun run(const std::string& status, const std::string& version = "0.0.48.1") {
    PreflightRun r;
    r.target.target = "v6e";
    r.target.topology = "v6e:1x1";
    r.target.device_kind = "TPU v6 lite";
    r.target.libtpu_version = version;
    r.result.label = "12p_RMSNorm/full/reference.tpu.mlirbc";
    r.result.status = status;
    r.result.compile_seconds = 1.5;
    r.result.cost["optimal_seconds"] = 9.8e-4;
    return r;
  }

  TempDir temp_{"jaxbench-cache-test-"};  // removed with the fixture
  fs::path folder_ = temp_.path();
  runtime::Program module_{"module { }", "reference"};
};

TEST_F(PreflightCacheTest, ReturnsWhatWasStoredForTheSameKey) {
  PreflightCache cache(folder_.string());
  auto spec = runtime::topology_spec("v6e");
  EXPECT_FALSE(cache.find(module_, spec, "0.0.48.1"));
  cache.store(module_, spec, run("compiles"));
  auto hit = cache.find(module_, spec, "0.0.48.1");
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->result.status, "compiles");
  EXPECT_EQ(hit->result.cost.at("optimal_seconds"), 9.8e-4);
  EXPECT_EQ(hit->target.device_kind, "TPU v6 lite");
}

TEST_F(PreflightCacheTest, AnotherModuleTopologyOrCompilerMisses) {
  PreflightCache cache(folder_.string());
  auto spec = runtime::topology_spec("v6e");
  cache.store(module_, spec, run("oom"));
  EXPECT_FALSE(cache.find(runtime::Program{"module { } ", "reference"}, spec, "0.0.48.1"));
  EXPECT_FALSE(cache.find(module_, runtime::topology_spec("v6e", 4), "0.0.48.1"));
  EXPECT_FALSE(cache.find(module_, runtime::topology_spec("v5e"), "0.0.48.1"));
  EXPECT_FALSE(cache.find(module_, spec, "0.0.52"));
  EXPECT_FALSE(cache.find(module_, spec, ""));
  EXPECT_TRUE(cache.find(module_, spec, "0.0.48.1"));
}

TEST_F(PreflightCacheTest, KeepsNoTimeoutAndNothingWithoutACompilerVersion) {
  PreflightCache cache(folder_.string());
  auto spec = runtime::topology_spec("v6e");
  cache.store(module_, spec, run("timeout"));
  EXPECT_FALSE(cache.find(module_, spec, "0.0.48.1"));
  cache.store(module_, spec, run("compiles", ""));
  EXPECT_FALSE(fs::exists(folder_ / "preflight") && !fs::is_empty(folder_ / "preflight"));
}

TEST_F(PreflightCacheTest, ACorruptEntryIsAMissNotAnError) {
  PreflightCache cache(folder_.string());
  auto spec = runtime::topology_spec("v6e");
  cache.store(module_, spec, run("compiles"));
  for (const auto& entry : fs::directory_iterator(folder_ / "preflight")) {
    std::FILE* file = std::fopen(entry.path().c_str(), "w");
    std::fputs("{\"target\": ", file);
    std::fclose(file);
  }
  EXPECT_FALSE(cache.find(module_, spec, "0.0.48.1"));
}

TEST_F(PreflightCacheTest, AnUnwritableFolderOnlyCostsTime) {
  PreflightCache cache("/proc/jaxbench-cannot-write-here");
  auto spec = runtime::topology_spec("v6e");
  EXPECT_NO_THROW(cache.store(module_, spec, run("compiles")));
  EXPECT_FALSE(cache.find(module_, spec, "0.0.48.1"));
}

}  // namespace
}  // namespace jaxbench::preflight
