// The platform registry: TPU generations by name, alias and device kind, the
// slices libtpu names, and the JSON the Python side reads.
#include "platform/registry.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "core/files.h"
#include "platform/hardware.h"
#include "platform/tpu_generations.h"

namespace jaxbench {
namespace {

using platform::find_tpu_generation;
using platform::tpu_generation_for_device_kind;
using platform::tpu_generations;

TEST(TpuGenerations, EveryNameAndAliasResolvesToItsGeneration) {
  ASSERT_EQ(platform::tpu_generation_names(), "v4, v5e, v5p, v6e, v7");
  for (const auto& generation : tpu_generations()) {
    ASSERT_TRUE(find_tpu_generation(generation.name).has_value()) << generation.name;
    EXPECT_EQ(find_tpu_generation(generation.name)->name, generation.name);
    for (const auto& alias : generation.aliases) {
      ASSERT_TRUE(find_tpu_generation(alias).has_value()) << alias;
      EXPECT_EQ(find_tpu_generation(alias)->name, generation.name) << alias;
    }
  }
  EXPECT_EQ(find_tpu_generation("V5LITEPOD")->name, "v5e");
  EXPECT_EQ(find_tpu_generation("v5lite")->name, "v5e");
  EXPECT_EQ(find_tpu_generation("tpu7x")->name, "v7");
  EXPECT_EQ(find_tpu_generation("v7x")->name, "v7");
}

TEST(TpuGenerations, UnknownNamesAndDeviceKindsAreNullopt) {
  EXPECT_FALSE(find_tpu_generation("v9").has_value());
  EXPECT_FALSE(find_tpu_generation("").has_value());
  EXPECT_FALSE(find_tpu_generation("v6e:2x2").has_value());  // a topology, not a name
  EXPECT_FALSE(tpu_generation_for_device_kind("cpu").has_value());
  EXPECT_FALSE(tpu_generation_for_device_kind("NVIDIA H200").has_value());
  EXPECT_FALSE(platform::chip_for_target("v9").has_value());
}

TEST(TpuGenerations, DeviceKindsMapBack) {
  for (const auto& generation : tpu_generations()) {
    auto found = tpu_generation_for_device_kind(generation.device_kind);
    ASSERT_TRUE(found.has_value()) << generation.device_kind;
    EXPECT_EQ(found->name, generation.name) << generation.device_kind;
  }
  // As other plugins and JAX versions spell them.
  EXPECT_EQ(tpu_generation_for_device_kind("TPU v5 lite")->name, "v5e");  // not v5p, though it holds "tpu v5"
  EXPECT_EQ(tpu_generation_for_device_kind("TPU v5p")->name, "v5p");
  EXPECT_EQ(tpu_generation_for_device_kind("TPU v5")->name, "v5p");
  EXPECT_EQ(tpu_generation_for_device_kind("TFRT TPU v6 lite")->name, "v6e");
  EXPECT_EQ(tpu_generation_for_device_kind("tpu v7")->name, "v7");
}

TEST(TpuGenerations, SlicesNameLibtpusTopologies) {
  auto slice = platform::tpu_slice("v7", 4);
  EXPECT_EQ(slice.topology_name(), "tpu7x:2x2x1");
  EXPECT_EQ(slice.chips, 4);
  EXPECT_EQ(slice.chips_per_host_bounds(), (std::vector<int64_t>{2, 2, 1}));
  auto explicit_slice = platform::tpu_slice("V5LITEPOD:2x4");
  EXPECT_EQ(explicit_slice.topology_name(), "v5e:2x4");
  EXPECT_EQ(explicit_slice.chips, 8);
  EXPECT_THROW(platform::tpu_slice("v9"), Error);
  EXPECT_THROW(platform::tpu_slice("v6e", 6), Error);
  EXPECT_THROW(platform::tpu_slice("v6e:2x2x2x2"), Error);
}

TEST(PlatformRegistry, NamesThePlatformsOnce) {
  EXPECT_TRUE(platform::is_tpu(platform::tpu_plugin_name()));
  EXPECT_FALSE(platform::is_tpu(platform::host_plugin_name()));
  EXPECT_TRUE(find_tpu_generation(platform::default_tpu_target()).has_value());
  EXPECT_TRUE(platform::chip_for_device_kind(platform::default_gpu_kind()).has_value());
  for (const auto& name : platform::exporter_platforms()) EXPECT_TRUE(platform::exporter_supports(name)) << name;
  EXPECT_FALSE(platform::exporter_supports("rocm"));
  EXPECT_EQ(platform::default_export_device_kind(platform::tpu_plugin_name()),
            find_tpu_generation(platform::default_tpu_target())->device_kind);
  EXPECT_EQ(platform::default_export_device_kind(platform::host_plugin_name()), "");
  ASSERT_TRUE(platform::find_plugin(platform::tpu_plugin_name()).has_value());
  EXPECT_EQ(platform::find_plugin(platform::tpu_plugin_name())->deviceless_target, platform::default_tpu_target());
  EXPECT_FALSE(platform::find_plugin("rocm").has_value());
}

TEST(PlatformRegistry, OnlyTheGpuCompilesUntimedProgramsWithoutAutotuning) {
  auto cuda = platform::untimed_program_overrides("cuda");
  ASSERT_EQ(cuda.size(), 1u);
  EXPECT_EQ(cuda[0].name, "xla_gpu_autotune_level");
  EXPECT_EQ(cuda[0].value, 0);
  EXPECT_TRUE(platform::untimed_program_overrides(platform::host_plugin_name()).empty());
  EXPECT_TRUE(platform::untimed_program_overrides(platform::tpu_plugin_name()).empty());
}

TEST(PlatformRegistry, JsonCarriesEveryPluginAndGeneration) {
  nlohmann::json registry = platform::registry_json();
  EXPECT_EQ(registry["host_plugin"], platform::host_plugin_name());
  EXPECT_EQ(registry["tpu_plugin"], platform::tpu_plugin_name());
  EXPECT_EQ(registry["default_tpu_target"], platform::default_tpu_target());
  EXPECT_EQ(registry["exporter_platforms"], platform::exporter_platforms());

  ASSERT_EQ(registry["plugins"].size(), platform::known_plugins().size());
  for (size_t i = 0; i < platform::known_plugins().size(); ++i) {
    const auto& plugin = platform::known_plugins()[i];
    EXPECT_EQ(registry["plugins"][i]["name"], plugin.name);
    EXPECT_EQ(registry["plugins"][i]["package"], plugin.package);
    EXPECT_EQ(registry["plugins"][i]["relative_paths"], plugin.relative_paths);
  }

  ASSERT_EQ(registry["tpu_generations"].size(), tpu_generations().size());
  for (size_t i = 0; i < tpu_generations().size(); ++i) {
    const auto& generation = tpu_generations()[i];
    const auto& entry = registry["tpu_generations"][i];
    EXPECT_EQ(entry["name"], generation.name);
    EXPECT_EQ(entry["aliases"], generation.aliases);
    EXPECT_EQ(entry["device_kind"], generation.device_kind);
    EXPECT_EQ(entry["topology_prefix"], generation.topology_prefix);
    auto chip = platform::chip_for_target(generation.name);
    ASSERT_TRUE(chip.has_value()) << generation.name << " has no peaks";
    EXPECT_EQ(entry["peaks"]["chip"], chip->name);
    EXPECT_DOUBLE_EQ(entry["peaks"]["bf16_tflops"].get<double>(), chip->bf16_tflops);
    EXPECT_DOUBLE_EQ(entry["peaks"]["hbm_gib"].get<double>(), chip->hbm_gib);
    EXPECT_DOUBLE_EQ(entry["peaks"]["hbm_tbytes_per_s"].get<double>(), chip->hbm_tbytes_per_s);
  }

  ASSERT_EQ(registry["gpus"].size(), platform::gpu_chips().size());
  for (const auto& gpu : registry["gpus"]) {
    auto chip = platform::chip_for_device_kind(gpu["device_kind"].get<std::string>());
    ASSERT_TRUE(chip.has_value()) << gpu.dump();
    EXPECT_DOUBLE_EQ(gpu["peaks"]["bf16_tflops"].get<double>(), chip->bf16_tflops);
    EXPECT_DOUBLE_EQ(gpu["peaks"]["hbm_tbytes_per_s"].get<double>(), chip->hbm_tbytes_per_s);
  }
}

TEST(PlatformRegistry, JsonHasTheShapeBenchScriptsRead) {
  // tests/data/platform/registry.json is written by hand in the shape that
  // bench/lib/registry.py parses (its test reads the same file).
  nlohmann::json expected =
      nlohmann::json::parse(read_file(std::string(JAXBENCH_TEST_DATA) + "/platform/registry.json"));
  nlohmann::json registry = platform::registry_json();
  EXPECT_EQ(registry["default_tpu_target"], expected["default_tpu_target"]);
  EXPECT_EQ(registry["tpu_plugin"], expected["tpu_plugin"]);
  for (const auto& want : expected["tpu_generations"]) {
    bool found = false;
    for (const auto& have : registry["tpu_generations"]) {
      if (have["name"] != want["name"]) continue;
      found = true;
      EXPECT_EQ(have, want);
    }
    EXPECT_TRUE(found) << want["name"];
  }
}

TEST(PlatformRegistry, PeaksAreTheSameThroughEveryName) {
  // One alias table: a target, its alias and its device kind find one entry.
  EXPECT_DOUBLE_EQ(platform::chip_for_target("v6e")->bf16_tflops, 918);
  EXPECT_DOUBLE_EQ(platform::chip_for_device_kind("TPU v6 lite")->hbm_tbytes_per_s, 1.64);
  EXPECT_STREQ(platform::chip_for_target("tpu7x")->name, platform::chip_for_device_kind("TPU7x")->name);
  EXPECT_STREQ(platform::chip_for_target("v5litepod")->name, "TPU v5e");
  EXPECT_STREQ(platform::chip_for_device_kind("TPU v5")->name, "TPU v5p");
  EXPECT_STREQ(platform::chip_for_device_kind("NVIDIA H100 80GB HBM3")->name, "NVIDIA H100");
}

}  // namespace
}  // namespace jaxbench
