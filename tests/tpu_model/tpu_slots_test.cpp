// The slot occupancy the TPU profile reads from libtpu's final bundles,
// against the slots per bundle the platform registry gives the generation
// (platform/tpu_bundle_slots.h): every pre-flight fixture in
// tests/data/preflight that compiles is compiled for v6e by the sandboxed
// worker, and no bundle of any of its units may hold more operations of a
// kind than the registry's slots (built into topology_tests: it needs libtpu).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "estimate/tpu_profile.h"
#include "platform/plugin_locator.h"
#include "platform/tpu_bundle_slots.h"
#include "preflight/preflight.h"
#include "runtime/session.h"

namespace jaxbench::preflight {
namespace {

std::vector<std::string> fixtures() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(JAXBENCH_TEST_DATA) + "/preflight")) {
    if (entry.path().extension() == ".mlir") names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

TEST(TpuBundleSlots, NoBundleOfAFixtureHoldsMoreOfAKindThanTheRegistrysSlots) {
  PreflightOptions options;
  try {
    options.plugin_path = platform::locate_plugin("tpu").path;
  } catch (const Error&) {
    GTEST_SKIP() << "libtpu is not installed (./setup.sh --with-tpu-compiler): the slot counts are not checked";
  }
  options.topology = runtime::topology_spec("v6e");
  options.worker_path = JAXBENCH_PREFLIGHT_WORKER;
  auto slots = platform::tpu_bundle_slots("v6e");
  ASSERT_TRUE(slots);
  const int capacity[kSlotKinds] = {slots->mxu,          slots->vector_alu, slots->xlu, slots->eup, slots->vector_load,
                                    slots->vector_store, slots->scalar,     slots->dma, 0};
  PerSlotKind<int> most{};  // over every fixture's bundles
  int profiled = 0;
  for (const std::string& name : fixtures()) {
    PreflightModule module;
    module.path = std::string(JAXBENCH_TEST_DATA) + "/preflight/" + name;
    module.label = name;
    module.program = runtime::load_program(module.path);
    PreflightResult r = preflight_isolated(options, module).result;
    if (!r.ok() || !r.tpu_profile) continue;  // the refused fixtures (bad tiling, out of memory) have no bundles
    ++profiled;
    for (const auto& u : r.tpu_profile->units) {
      for (int k = 0; k < kSlotKinds; ++k) {
        most[k] = std::max(most[k], u.max_per_bundle[k]);
        if (capacity[k] > 0) {
          EXPECT_LE(u.max_per_bundle[k], capacity[k])
              << name << " " << u.unit << ": " << slot_kind_name(static_cast<SlotKind>(k));
        }
      }
    }
    for (const auto& line : r.tpu_profile->unread) {
      EXPECT_EQ(line.find("slots platform/ gives"), std::string::npos) << name << ": " << line;
    }
    EXPECT_EQ(r.tpu_profile->capacity[static_cast<int>(SlotKind::kMxu)], slots->mxu) << name;
  }
  EXPECT_GE(profiled, 8) << "fewer fixtures compiled than tests/data/preflight holds";
  // Not vacuous: the kinds every matmul, copy and loop fixture issues were read.
  for (SlotKind k : {SlotKind::kMxu, SlotKind::kVectorAlu, SlotKind::kVectorLoad, SlotKind::kVectorStore,
                     SlotKind::kScalar, SlotKind::kDmaIssue}) {
    EXPECT_GE(most[static_cast<int>(k)], 1) << slot_kind_name(k) << ": never read in any fixture";
  }
}

}  // namespace
}  // namespace jaxbench::preflight
