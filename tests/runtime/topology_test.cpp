// TPU pre-flight against the real TPU compiler: libtpu describes a TPU that
// is not there and compiles the planted Pallas kernels of tests/data/preflight
// for it. Skipped, with a message, when libtpu is not installed (it is found
// like `--plugin tpu`: the checkout's .venv, VIRTUAL_ENV, then python3).
//
// libtpu reads its environment when it loads, so every test that loads it
// sets the deviceless environment first; CTest runs each test in its own
// process. The tests that compile in a child process come first, so that a
// whole-binary run reaches them before an in-process test has loaded libtpu.
#include "runtime/topology.h"

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdlib>

#include "core/error.h"
#include "platform/plugin_locator.h"
#include "preflight/preflight.h"
#include "runtime/session.h"

namespace jaxbench {
namespace {

using preflight::PreflightModule;
using preflight::PreflightResult;
using runtime::topology_spec;

std::optional<std::string> libtpu_path() {
  try {
    return platform::locate_plugin("tpu").path;
  } catch (const Error&) {
    return std::nullopt;
  }
}

#define REQUIRE_LIBTPU(path_variable)                                                                        \
  auto path_variable##_found = libtpu_path();                                                                \
  if (!path_variable##_found) {                                                                              \
    GTEST_SKIP() << "libtpu is not installed (./setup.sh --with-tpu-compiler, or a VIRTUAL_ENV holding the " \
                    "libtpu package): TPU pre-flight is not tested";                                         \
  }                                                                                                          \
  const std::string path_variable = *path_variable##_found

preflight::PreflightModule fixture(const std::string& file) {
  preflight::PreflightModule module;
  module.path = std::string(JAXBENCH_TEST_DATA) + "/preflight/" + file;
  module.label = file;
  module.program = runtime::load_program(module.path);
  return module;
}

bool loaded_here(const std::string& path) {
  void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_NOLOAD);
  if (handle != nullptr) ::dlclose(handle);
  return handle != nullptr;
}

// ---- Target names (no libtpu needed) ----

TEST(TopologySpecTest, NamesEachGenerationForOneChip) {
  auto v6e = topology_spec("v6e");
  EXPECT_EQ(v6e.name, "v6e:1x1");
  EXPECT_EQ(v6e.chip, "v6e");
  EXPECT_EQ(v6e.chips_per_host_bounds, (std::vector<int64_t>{1, 1, 1}));
  EXPECT_EQ(topology_spec("v5e").name, "v5e:1x1");
  EXPECT_EQ(topology_spec("V5LITEPOD").name, "v5e:1x1");
  EXPECT_EQ(topology_spec("v5p").name, "v5p:1x1x1");
  EXPECT_EQ(topology_spec("v4").name, "v4:1x1x1");
  EXPECT_EQ(topology_spec("v4").chip_config_name, "megacore");
  EXPECT_EQ(topology_spec("v7").name, "tpu7x:1x1x1");
  EXPECT_EQ(topology_spec("tpu7x").chip, "v7");
}

TEST(TopologySpecTest, ChipCountsBecomeSliceBounds) {
  EXPECT_EQ(topology_spec("v6e", 2).name, "v6e:1x2");
  EXPECT_EQ(topology_spec("v6e", 4).name, "v6e:2x2");
  EXPECT_EQ(topology_spec("v6e", 8).name, "v6e:2x4");
  EXPECT_EQ(topology_spec("v6e", 8).chips_per_host_bounds, (std::vector<int64_t>{2, 2, 1}));
  EXPECT_EQ(topology_spec("v5p", 4).name, "v5p:2x2x1");
  EXPECT_EQ(topology_spec("v5p", 8).name, "v5p:2x2x2");
  EXPECT_EQ(topology_spec("v5p", 16).name, "v5p:2x2x4");
  auto explicit_slice = topology_spec("v6e:4x4");
  EXPECT_EQ(explicit_slice.name, "v6e:4x4");
  EXPECT_EQ(explicit_slice.chips, 16);
}

TEST(TopologySpecTest, RejectsWhatLibtpuWouldNotKnow) {
  try {
    topology_spec("v9");
    FAIL() << "v9 accepted";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("v4, v5e, v5p, v6e, v7"), std::string::npos) << error.what();
  }
  EXPECT_THROW(topology_spec("v6e", 3), Error);
  EXPECT_THROW(topology_spec("v6e:2y2"), Error);
  EXPECT_THROW(topology_spec("v6e:2"), Error);
}

TEST(TopologySpecTest, DevicelessEnvironmentSkipsTheMetadataServerAndTheLock) {
  auto env = runtime::deviceless_tpu_environment(topology_spec("v5e"));
  auto value = [&](const std::string& name) -> std::string {
    for (const auto& [key, v] : env) {
      if (key == name) return v;
    }
    return "(unset)";
  };
  EXPECT_EQ(value("TPU_SKIP_MDS_QUERY"), "1");
  EXPECT_EQ(value("ALLOW_MULTIPLE_LIBTPU_LOAD"), "1");
  EXPECT_EQ(value("TPU_ACCELERATOR_TYPE"), "v5litepod-1");
  EXPECT_EQ(value("TPU_LOG_DIR"), "disabled");
}

// ---- In a child process, as `jaxbench preflight` runs ----

class PreflightIsolatedTest : public ::testing::Test {
 protected:
  preflight::PreflightRun run(const std::string& path, const std::string& target, const std::string& file,
                              double timeout = 300) {
    preflight::PreflightOptions options;
    options.plugin_path = path;
    options.topology = topology_spec(target);
    options.timeout_seconds = timeout;
    options.worker_path = JAXBENCH_PREFLIGHT_WORKER;  // the test binary does not lie beside it
    return preflight::preflight_isolated(options, fixture(file));
  }
};

TEST_F(PreflightIsolatedTest, GoodKernelCompilesForV6eAndLeavesOurEnvironmentAlone) {
  REQUIRE_LIBTPU(path);
  if (loaded_here(path)) GTEST_SKIP() << "libtpu is already loaded in this process; run the tests with ctest";
  const char* before = std::getenv("TPU_SKIP_MDS_QUERY");
  std::string before_value = before ? before : "(unset)";

  preflight::PreflightRun r = run(path, "v6e", "pallas_good.mlir");
  EXPECT_EQ(r.result.status, "compiles") << r.result.message;
  EXPECT_EQ(r.target.device_kind, "TPU v6 lite");
  EXPECT_EQ(r.target.topology, "v6e:1x1");
  EXPECT_EQ(r.target.devices, 1u);
  ASSERT_TRUE(r.target.hbm_limit_bytes.has_value());
  EXPECT_GT(*r.target.hbm_limit_bytes, int64_t{30} << 30);  // libtpu 0.0.48/0.0.52: 31.24 GiB
  EXPECT_LE(*r.target.hbm_limit_bytes, int64_t{32} << 30);
  EXPECT_EQ(r.result.outputs, (std::vector<std::string>{"f32[1024x1024]"}));
  ASSERT_TRUE(r.result.memory.has_value());
  EXPECT_EQ(r.result.memory->argument_bytes, 2 * 4 * 1024 * 1024);
  EXPECT_EQ(r.result.memory->output_bytes, 4 * 1024 * 1024);
  EXPECT_GT(r.result.compile_seconds, 0);
  EXPECT_FALSE(r.result.cost.empty());
  EXPECT_FALSE(loaded_here(path)) << "the child's libtpu leaked into this process";
  const char* after = std::getenv("TPU_SKIP_MDS_QUERY");
  EXPECT_EQ(after ? after : "(unset)", before_value);
}

TEST_F(PreflightIsolatedTest, VmemOverflowIsAnOomOnV5e) {
  REQUIRE_LIBTPU(path);
  if (loaded_here(path)) GTEST_SKIP() << "libtpu is already loaded in this process; run the tests with ctest";
  preflight::PreflightRun r = run(path, "v5e", "pallas_vmem_oom.mlir");
  EXPECT_EQ(r.target.device_kind, "TPU v5 lite");
  ASSERT_EQ(r.result.status, "oom") << r.result.raw_message;
  ASSERT_TRUE(r.result.diagnosis.has_value());
  EXPECT_EQ(r.result.diagnosis->memory_space, "vmem");
  EXPECT_EQ(r.result.diagnosis->required_bytes, int64_t{48} << 20);
  EXPECT_EQ(r.result.diagnosis->limit_bytes, int64_t{16} << 20);  // v5e's default scoped VMEM limit
}

TEST_F(PreflightIsolatedTest, ACompileThatRunsTooLongIsKilled) {
  REQUIRE_LIBTPU(path);
  if (loaded_here(path)) GTEST_SKIP() << "libtpu is already loaded in this process; run the tests with ctest";
  preflight::PreflightRun r = run(path, "v6e", "pallas_good.mlir", 0.001);
  EXPECT_EQ(r.result.status, "timeout");
  EXPECT_NE(r.result.message.find("did not finish within"), std::string::npos) << r.result.message;
}

// ---- In this process ----

class TopologyTest : public ::testing::Test {
 protected:
  std::shared_ptr<runtime::Plugin> load(const std::string& path, const runtime::TopologySpec& spec) {
    runtime::set_deviceless_tpu_environment(spec);
    return runtime::Plugin::load(path);
  }
};

TEST_F(TopologyTest, DescribesAV6eWithNoTpuPresent) {
  REQUIRE_LIBTPU(path);
  auto spec = topology_spec("v6e");
  auto plugin = load(path, spec);
  runtime::Topology topology = runtime::Topology::create(plugin, spec);
  EXPECT_EQ(topology.platform_name(), "tpu");
  EXPECT_EQ(topology.device_kind(), "TPU v6 lite");
  EXPECT_EQ(topology.num_devices(), 1u);
  EXPECT_NE(topology.platform_version().find("TPU v6 lite"), std::string::npos);
  EXPECT_EQ(topology.attributes().count("device_memory_bytes_limit"), 1u);
  EXPECT_TRUE(topology.device_memory_limit().has_value());
  EXPECT_FALSE(runtime::installed_package_version(path).empty());
}

TEST_F(TopologyTest, V4IsOneMegacoreDevicePerChip) {
  REQUIRE_LIBTPU(path);
  auto spec = topology_spec("v4");
  auto plugin = load(path, spec);
  runtime::Topology topology = runtime::Topology::create(plugin, spec);
  EXPECT_EQ(topology.device_kind(), "TPU v4");
  EXPECT_EQ(topology.num_devices(), 1u);
  runtime::Topology four = runtime::Topology::create(plugin, topology_spec("v5p", 4));
  EXPECT_EQ(four.num_devices(), 4u);
}

TEST_F(TopologyTest, TableDeviceKindsAreLibtpus) {
  // A candidate exported off-TPU is lowered for TopologySpec::device_kind:
  // it must be the name libtpu itself gives each generation.
  REQUIRE_LIBTPU(path);
  auto plugin = load(path, topology_spec("v6e"));
  for (const char* target : {"v4", "v5e", "v5p", "v6e", "v7"}) {
    auto spec = topology_spec(target);
    runtime::Topology topology = runtime::Topology::create(plugin, spec);
    EXPECT_EQ(spec.device_kind, topology.device_kind()) << target;
  }
}

TEST_F(TopologyTest, CompilesTheGoodKernelWithoutAClient) {
  REQUIRE_LIBTPU(path);
  auto spec = topology_spec("v6e");
  auto plugin = load(path, spec);
  runtime::Topology topology = runtime::Topology::create(plugin, spec);
  runtime::CompiledProgram compiled =
      runtime::compile_for_topology(*plugin, topology, fixture("pallas_good.mlir").program);
  auto outputs = compiled.outputs();
  ASSERT_EQ(outputs.size(), 1u);
  EXPECT_EQ(outputs[0].describe(), "f32[1024x1024]");
  auto memory = compiled.memory_stats();
  ASSERT_TRUE(memory.has_value());
  EXPECT_EQ(memory->total_device_bytes(), 3 * 4 * 1024 * 1024);
  // A Pallas kernel without a pl.CostEstimate: per-operand bytes only.
  auto cost = compiled.cost_analysis();
  EXPECT_TRUE(cost.get("bytes accessed0{}").has_value());
}

TEST_F(TopologyTest, MisalignedBlocksAreACompileErrorNamingTheBlockShape) {
  REQUIRE_LIBTPU(path);
  auto spec = topology_spec("v6e");
  auto plugin = load(path, spec);
  runtime::Topology topology = runtime::Topology::create(plugin, spec);
  preflight::PreflightResult r = preflight::preflight_compile(*plugin, topology, fixture("pallas_bad_tiling.mlir"));
  EXPECT_EQ(r.status, "compile_error");
  EXPECT_NE(r.message.find("block shape (..., 8, 100)"), std::string::npos) << r.message;
  ASSERT_TRUE(r.diagnosis.has_value());
  EXPECT_EQ(r.diagnosis->error_id, "E2002");
}

TEST_F(TopologyTest, TooMuchVmemIsAnOomSayingVmem) {
  REQUIRE_LIBTPU(path);
  auto spec = topology_spec("v6e");
  auto plugin = load(path, spec);
  runtime::Topology topology = runtime::Topology::create(plugin, spec);
  preflight::PreflightResult r = preflight::preflight_compile(*plugin, topology, fixture("pallas_vmem_oom.mlir"));
  EXPECT_EQ(r.status, "oom");
  EXPECT_NE(r.message.find("vmem"), std::string::npos) << r.message;
  ASSERT_TRUE(r.diagnosis.has_value());
  EXPECT_EQ(r.diagnosis->required_bytes, int64_t{48} << 20);
  EXPECT_EQ(r.diagnosis->limit_bytes, int64_t{32} << 20);  // v6e's default scoped VMEM limit
}

TEST_F(TopologyTest, TooMuchHbmIsAnOomWithTheNumbers) {
  REQUIRE_LIBTPU(path);
  auto spec = topology_spec("v6e");
  auto plugin = load(path, spec);
  runtime::Topology topology = runtime::Topology::create(plugin, spec);
  preflight::PreflightResult r = preflight::preflight_compile(*plugin, topology, fixture("xla_hbm_oom.mlir"));
  EXPECT_EQ(r.status, "oom");
  ASSERT_TRUE(r.diagnosis.has_value());
  EXPECT_EQ(r.diagnosis->memory_space, "hbm");
  ASSERT_TRUE(r.diagnosis->required_bytes.has_value());
  EXPECT_GE(*r.diagnosis->required_bytes, int64_t{48} << 30);
  // The limit in the message is the topology's, printed rounded to 0.01 GiB.
  ASSERT_TRUE(r.diagnosis->limit_bytes.has_value());
  ASSERT_TRUE(topology.device_memory_limit().has_value());
  EXPECT_NEAR(static_cast<double>(*r.diagnosis->limit_bytes), static_cast<double>(*topology.device_memory_limit()),
              0.01 * (1 << 30));
}

TEST_F(TopologyTest, AnUnknownTopologyIsOneLineNamingIt) {
  REQUIRE_LIBTPU(path);
  runtime::TopologySpec spec = topology_spec("v6e");
  spec.name = "v6e:3x5x7x9";
  auto plugin = load(path, spec);
  try {
    runtime::Topology::create(plugin, spec);
    FAIL() << "libtpu accepted " << spec.name;
  } catch (const Error& error) {
    std::string message = error.what();
    EXPECT_NE(message.find("v6e:3x5x7x9"), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace jaxbench
