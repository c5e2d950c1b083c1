#include "suite/registry.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/sha256.h"

namespace jaxbench::suite {
namespace {

namespace fs = std::filesystem;

class RegistryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("jaxbench_registry_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    for (const char* id : {"1p_Flash_Attention", "2p_GQA_Attention", "12p_RMSNorm", "18k_Conv2D_ReLU_BiasAdd",
                           "50k_Matmul_GELU_Softmax"}) {
      fs::create_directories(root_ / id);
      std::ofstream(root_ / id / "workload.py") << "# test\n";
    }
    fs::create_directories(root_ / "__pycache__");
    fs::create_directories(root_ / "12p_RMSNorm" / "small");
  }
  void TearDown() override { fs::remove_all(root_); }
  fs::path root_;
};

TEST_F(RegistryTest, DiscoversSortedByNumber) {
  Registry registry = Registry::discover(root_.string());
  ASSERT_EQ(registry.all().size(), 5u);
  EXPECT_EQ(registry.all()[0].id, "1p_Flash_Attention");
  EXPECT_EQ(registry.all()[2].id, "12p_RMSNorm");
  EXPECT_EQ(registry.all()[4].id, "50k_Matmul_GELU_Softmax");
  EXPECT_EQ(registry.suite("priority").size(), 3u);
  EXPECT_EQ(registry.suite("fused").size(), 2u);
  EXPECT_THROW(registry.suite("gpu"), Error);
}

TEST_F(RegistryTest, ResolvesIdsPrefixesAndAnyCase) {
  Registry registry = Registry::discover(root_.string());
  EXPECT_EQ(registry.resolve("12p").id, "12p_RMSNorm");
  EXPECT_EQ(registry.resolve("12P_rmsnorm").id, "12p_RMSNorm");
  EXPECT_EQ(registry.resolve("18k_Conv2D_ReLU_BiasAdd").prefix, "18k");
}

TEST_F(RegistryTest, FindIsResolveWithoutTheError) {
  Registry registry = Registry::discover(root_.string());
  ASSERT_NE(registry.find("12P_RMSNorm"), nullptr);
  EXPECT_EQ(registry.find("12P_RMSNorm")->id, "12p_RMSNorm");
  EXPECT_EQ(registry.find("RMSNorm"), nullptr);  // no fuzzy matching: the closest is only a suggestion
  EXPECT_EQ(registry.find("tmp.x1Yz"), nullptr);
}

TEST_F(RegistryTest, UnknownIdSuggestsTheClosest) {
  Registry registry = Registry::discover(root_.string());
  try {
    registry.resolve("RMSnorm");
    FAIL();
  } catch (const Error& error) {
    std::string what = error.what();
    EXPECT_NE(what.find("unknown workload 'RMSnorm'; closest: 12p_RMSNorm"), std::string::npos) << what;
  }
  try {
    registry.resolve("Flash_Atention");
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("closest: 1p_Flash_Attention"), std::string::npos) << error.what();
  }
}

TEST_F(RegistryTest, MissingSizeNamesTheSizesItHas) {
  Registry registry = Registry::discover(root_.string());
  try {
    registry.manifest(registry.resolve("1p"), "full");
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("1p_Flash_Attention has no 'full' size exported (it has: none"),
              std::string::npos)
        << error.what();
  }
  EXPECT_THROW(registry.manifest(registry.resolve("1p"), "medium"), Error);
  EXPECT_THROW(Registry::discover((root_ / "nope").string()), Error);
}

}  // namespace
}  // namespace jaxbench::suite
