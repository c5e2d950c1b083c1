// The registry's tiers: the 50, the levels and a user's own ops, each read
// from its own folder, with suites that pick a tier and ids that never shadow.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "suite/registry.h"

namespace jaxbench::suite {
namespace {

namespace fs = std::filesystem;

TEST(WorkloadIdTest, EachTierReadsItsOwnForm) {
  auto suite_id = parse_workload_id("12p_RMSNorm", Tier::suite);
  ASSERT_TRUE(suite_id);
  EXPECT_EQ(suite_id->prefix, "12p");
  EXPECT_EQ(suite_id->number, 12);
  auto levels_id = parse_workload_id("l2_031_Conv_GELU", Tier::levels);
  ASSERT_TRUE(levels_id);
  EXPECT_EQ(levels_id->prefix, "l2_031");
  EXPECT_EQ(levels_id->number, 2031);
  auto user_id = parse_workload_id("gla_chunk", Tier::user);
  ASSERT_TRUE(user_id);
  EXPECT_EQ(user_id->prefix, "gla_chunk");
  EXPECT_FALSE(parse_workload_id("l1_19_ReLU", Tier::levels));  // the op number has three digits
  EXPECT_FALSE(parse_workload_id("l1_019", Tier::levels));      // and a name
  EXPECT_FALSE(parse_workload_id("12p_RMSNorm", Tier::levels));
  EXPECT_FALSE(parse_workload_id("l1_019_ReLU", Tier::user));  // a user id never reads as another tier's
  EXPECT_FALSE(parse_workload_id("12p_Mine", Tier::user));
  EXPECT_FALSE(parse_workload_id("9lives", Tier::user));
  EXPECT_FALSE(parse_workload_id("has-dash", Tier::user));
  EXPECT_FALSE(parse_workload_id("../escape", Tier::user));
}

class RegistryTiersTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("jaxbench_registry_tiers_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    add(root_ / "suite", "1p_Flash_Attention");
    add(root_ / "suite", "18k_Conv2D_ReLU_BiasAdd");
    add(root_ / "suite" / "levels", "l1_019_ReLU");
    add(root_ / "suite" / "levels", "l2_003_Gemm_Scale");
    add(root_ / "user", "gla_chunk");
    add(root_ / "user", "flash_attention");  // the suite's 1p by name, but a different id: its own entry
    add(root_ / "user", "l1_019");           // not a user id (reads as a levels prefix): left out
  }
  void TearDown() override { fs::remove_all(root_); }
  static void add(const fs::path& dir, const std::string& id) {
    fs::create_directories(dir / id);
    std::ofstream(dir / id / "workload.py") << "# test\n";
  }
  Registry open() const {
    return Registry::discover({Registry::Root{(root_ / "suite").string()},
                               Registry::Root{(root_ / "suite" / "levels").string(), Tier::levels, false},
                               Registry::Root{(root_ / "user").string(), Tier::user, false}});
  }
  fs::path root_;
};

TEST_F(RegistryTiersTest, ListsTierByTierAndAllMeansTheFifty) {
  Registry registry = open();
  ASSERT_EQ(registry.all().size(), 6u);
  EXPECT_EQ(registry.all()[0].id, "1p_Flash_Attention");
  EXPECT_EQ(registry.all()[2].id, "l1_019_ReLU");
  EXPECT_EQ(registry.all()[2].category(), "level1");
  EXPECT_EQ(registry.all()[3].category(), "level2");
  EXPECT_EQ(registry.all()[4].tier, Tier::user);
  EXPECT_EQ(registry.suite("all").size(), 2u);
  EXPECT_EQ(registry.suite("levels").size(), 2u);
  EXPECT_EQ(registry.suite("user").size(), 2u);
  EXPECT_EQ(registry.suite("everything").size(), 6u);
  EXPECT_EQ(registry.suite("fused").size(), 1u);
  EXPECT_EQ(registry.resolve("l2_003").id, "l2_003_Gemm_Scale");
  EXPECT_EQ(registry.resolve("GLA_chunk").id, "gla_chunk");
}

TEST_F(RegistryTiersTest, IdsThatDifferOnlyInCaseAreOneWorkload) {
  add(root_ / "user", "Gemm");
  add(root_ / "user", "gemm");          // resolve() ignores case, so only one of the two can be reached: the first
  add(root_ / "user", "l9_001_Clash");  // a levels-looking id in the user folder is not a user id
  Registry registry = open();
  EXPECT_EQ(registry.suite("user").size(), 3u);
  EXPECT_EQ(registry.resolve("GEMM").tier, Tier::user);
  EXPECT_EQ(registry.find("l9_001"), nullptr);
}

TEST_F(RegistryTiersTest, MissingOptionalRootsHoldNothingAndARequiredOneThrows) {
  fs::remove_all(root_ / "user");
  fs::remove_all(root_ / "suite" / "levels");
  EXPECT_EQ(open().all().size(), 2u);
  EXPECT_THROW(Registry::discover({Registry::Root{(root_ / "nowhere").string()}}), Error);
}

// The levels' artifacts are made on first use, by the exporter the entry
// point sets, and checked against the committed manifest hash.
TEST_F(RegistryTiersTest, ALevelsSizeIsExportedOnFirstUseAndADriftIsCaught) {
  std::ofstream(root_ / "suite" / "levels" / "manifests.sha256") << "0000  l1_019_ReLU/small/manifest.json\n";
  Registry registry = open();
  const WorkloadEntry& relu = registry.resolve("l1_019");
  EXPECT_EQ(relu.committed_manifest_digest.at("small"), "0000");
  EXPECT_TRUE(relu.exported_on_first_use());
  try {  // no exporter: the error names the command that exports it
    registry.manifest(relu, "small");
    ADD_FAILURE() << "no exporter, no artifacts: must throw";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("--only l1_019_ReLU --size small"), std::string::npos) << e.what();
  }
  std::vector<std::string> asked;
  registry.set_exporter([&](const std::vector<const WorkloadEntry*>& entries, const std::string& size) {
    for (const auto* entry : entries) {
      asked.push_back(entry->id + "/" + size);
      fs::create_directories(fs::path(entry->dir) / size);
      std::ofstream(fs::path(entry->dir) / size / "manifest.json") << "{}";
    }
  });
  registry.prepare(registry.suite("everything"), "small");  // the levels only, each once
  EXPECT_EQ(asked, (std::vector<std::string>{"l1_019_ReLU/small", "l2_003_Gemm_Scale/small"}));
  registry.prepare(registry.suite("levels"), "small");  // nothing missing now
  EXPECT_EQ(asked.size(), 2u);
  try {
    registry.manifest(relu, "small");
    ADD_FAILURE() << "a manifest unlike the committed hash must throw";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("drifted from its committed digest"), std::string::npos) << e.what();
  }
  EXPECT_THROW(registry.manifest(registry.resolve("1p"), "small"), Error);  // the 50's are never exported here
  EXPECT_EQ(asked.size(), 2u);
}

}  // namespace
}  // namespace jaxbench::suite
