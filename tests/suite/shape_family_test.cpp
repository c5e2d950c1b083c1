#include "suite/shape_family.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "core/error.h"
#include "core/temp_dir.h"
#include "suite/registry.h"

namespace jaxbench::suite {
namespace {

using nlohmann::json;

// 12p's family at size small, as tools/export/manifest.py writes it.
json rmsnorm_family() {
  return {{"dims",
           {{"batch", {{"min", 1}, {"max", 4}, {"multiple_of", 1}}},
            {"seq_len", {{"min", 128}, {"max", 256}, {"multiple_of", 128}}},
            {"emb_dim", {{"min", 512}, {"max", 2048}, {"multiple_of", 128}}}}},
          {"derived", json::object()},
          {"max_volume_ratio", 2.0}};
}

const DimValues kPublic = {{"batch", 2}, {"seq_len", 128}, {"emb_dim", 1024}};

TEST(ShapeFamily, AdmitsOnlyShapesWithinRangesStepsAndVolume) {
  ShapeFamily family = ShapeFamily::parse(rmsnorm_family(), "test");
  EXPECT_TRUE(family.admits({{"batch", 1}, {"seq_len", 256}, {"emb_dim", 640}}, kPublic));
  EXPECT_FALSE(family.admits({{"batch", 1}, {"seq_len", 256}, {"emb_dim", 650}}, kPublic));   // not a multiple
  EXPECT_FALSE(family.admits({{"batch", 5}, {"seq_len", 128}, {"emb_dim", 512}}, kPublic));   // out of range
  EXPECT_FALSE(family.admits({{"batch", 4}, {"seq_len", 256}, {"emb_dim", 1024}}, kPublic));  // volume x4
  EXPECT_FALSE(family.admits({{"batch", 2}, {"seq_len", 128}}, kPublic));                     // a dim missing
}

TEST(ShapeFamily, DrawsDistinctHeldOutShapesThatChangeEveryDimension) {
  ShapeFamily family = ShapeFamily::parse(rmsnorm_family(), "test");
  std::set<std::string> seen;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    std::vector<DimValues> shapes = draw_held_out(family, kPublic, 2, seed);
    ASSERT_EQ(shapes.size(), 2u);
    EXPECT_NE(shapes[0], shapes[1]);
    for (const auto& s : shapes) {
      EXPECT_TRUE(family.admits(s, kPublic)) << shape_label(s);
      for (const auto& [name, value] : s) EXPECT_NE(value, kPublic.at(name)) << name << " in " << shape_label(s);
      seen.insert(shape_label(s));
    }
    EXPECT_EQ(shape_label(draw_held_out(family, kPublic, 2, seed)[0]), shape_label(shapes[0]));  // the seed decides
  }
  EXPECT_GT(seen.size(), 10u);  // different seeds, different shapes
}

TEST(ShapeFamily, DivisorsBetweenDimensionsHold) {
  json gqa = {
      {"dims",
       {{"num_kv_heads", {{"min", 1}, {"max", 4}, {"multiple_of", 1}}},
        {"num_query_heads", {{"min", 2}, {"max", 8}, {"multiple_of", 1}, {"multiple_of_dims", {"num_kv_heads"}}}}}},
      {"max_volume_ratio", 2.0}};
  ShapeFamily family = ShapeFamily::parse(gqa, "test");
  DimValues pub = {{"num_kv_heads", 2}, {"num_query_heads", 4}};
  for (uint64_t seed = 0; seed < 30; ++seed) {
    for (const auto& s : draw_held_out(family, pub, 3, seed)) {
      EXPECT_EQ(s.at("num_query_heads") % s.at("num_kv_heads"), 0) << shape_label(s);
    }
  }
  EXPECT_THROW(
      ShapeFamily::parse({{"dims", {{"a", {{"min", 1}, {"max", 2}, {"multiple_of", 1}, {"multiple_of_dims", {"b"}}}}}}},
                         "test"),
      Error);
}

TEST(ShapeFamily, SparseFamilyGivesWhatItHas) {
  json one = {{"dims", {{"n", {{"min", 64}, {"max", 128}, {"multiple_of", 64}}}}}, {"max_volume_ratio", 2.0}};
  ShapeFamily family = ShapeFamily::parse(one, "test");
  std::vector<DimValues> shapes = draw_held_out(family, {{"n", 64}}, 3, 7);
  ASSERT_EQ(shapes.size(), 1u);
  EXPECT_EQ(shapes[0].at("n"), 128);
  EXPECT_TRUE(family.admits_held_out_shape({{"n", 64}}));
  json only_public = {{"dims", {{"n", {{"min", 64}, {"max", 64}, {"multiple_of", 64}}}}}};
  EXPECT_FALSE(ShapeFamily::parse(only_public, "test").admits_held_out_shape({{"n", 64}}));
}

// A manifest whose family admits nothing but its public shape is refused
// when the registry reads it: one line naming the workload.
TEST(ShapeFamily, RegistryRefusesAFamilyWithNoHeldOutShape) {
  TempDir dir("jaxbench-family-");
  std::string wdir = dir.path() + "/12p_RMSNorm";
  std::filesystem::create_directories(wdir + "/small");
  std::ofstream(wdir + "/workload.py") << "# fixture\n";
  json family = {{"dims", {{"batch", {{"min", 2}, {"max", 2}, {"multiple_of", 1}}}}}, {"max_volume_ratio", 2.0}};
  json doc = {
      {"schema", 1},
      {"id", "12p_RMSNorm"},
      {"prefix", "12p"},
      {"name", "n"},
      {"model", "m"},
      {"operator", "o"},
      {"category", "priority"},
      {"semantics", "s"},
      {"size", "small"},
      {"config", {{"batch", 2}}},
      {"platforms", {"cpu"}},
      {"platform_index_argument", false},
      {"modes", {"normal"}},
      {"inputs", json::array()},
      {"outputs", json::array()},
      {"truth_outputs", json::array()},
      {"flops", 1},
      {"bytes_accessed", 1},
      {"jaxbench", json::object()},
      {"notes", json::array()},
      {"jax_version", "0"},
      {"shape_family", family},
      {"artifacts",
       {{"inputs.mlir", {{"sha256", "x"}}}, {"reference.mlir", {{"sha256", "x"}}}, {"truth.mlir", {{"sha256", "x"}}}}}};
  std::ofstream(wdir + "/small/manifest.json") << doc.dump();
  Registry registry = Registry::discover(dir.path());
  try {
    registry.manifest(registry.resolve("12p"), "small");
    FAIL() << "a family with no held-out shape was accepted";
  } catch (const Error& error) {
    std::string what = error.what();
    EXPECT_NE(what.find("workload 12p_RMSNorm"), std::string::npos) << what;
    EXPECT_NE(what.find("admits no held-out shape"), std::string::npos) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
  }
}

}  // namespace
}  // namespace jaxbench::suite
