#include "suite/manifest.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/sha256.h"

namespace jaxbench::suite {
namespace {

namespace fs = std::filesystem;

nlohmann::json minimal_manifest(const std::string& program_text) {
  nlohmann::json artifact = {{"sha256", sha256_hex(program_text)},
                             {"bytes", program_text.size()},
                             {"platforms", {"cpu", "cuda", "tpu"}},
                             {"platform_index_argument", true}};
  return {
      {"schema", 1},
      {"id", "12p_RMSNorm"},
      {"prefix", "12p"},
      {"name", "RMSNorm"},
      {"model", "Llama-3.1-70B"},
      {"operator", "rmsnorm"},
      {"category", "priority"},
      {"semantics", "y = x * rsqrt(mean(x^2) + eps) * scale"},
      {"size", "small"},
      {"config", {{"batch", 2}}},
      {"platforms", {"cpu", "cuda", "tpu"}},
      {"platform_index_argument", true},
      {"modes", {"normal", "heavy_tailed"}},
      {"inputs",
       {{{"name", "x"}, {"shape", {2, 8}}, {"dtype", "bf16"}}, {{"name", "scale"}, {"shape", {8}}, {"dtype", "bf16"}}}},
      {"outputs", {{{"shape", {2, 8}}, {"dtype", "bf16"}}}},
      {"truth_outputs", {{{"shape", {2, 8}}, {"dtype", "f32"}}}},
      {"flops", 80},
      {"bytes_accessed", 96},
      {"jaxbench", {{"v6e_baseline_ms", 1.1385}, {"v6e_optimized_ms", nullptr}, {"xla_flops", 1342177280}}},
      {"notes", {"scaled down"}},
      {"jax_version", "0.11.2"},
      {"artifacts", {{"inputs.mlir", artifact}, {"reference.mlir", artifact}, {"truth.mlir", artifact}}}};
}

TEST(Manifest, ParsesEveryField) {
  Manifest m = Manifest::parse(minimal_manifest("module {}"), "/w/12p_RMSNorm/small/manifest.json");
  EXPECT_EQ(m.dir, "/w/12p_RMSNorm/small");
  EXPECT_EQ(m.id, "12p_RMSNorm");
  EXPECT_EQ(m.inputs.size(), 2u);
  EXPECT_EQ(m.inputs[0].describe(), "bf16[2x8]");
  EXPECT_EQ(m.inputs[1].name, "scale");
  EXPECT_EQ(m.truth_outputs[0].dtype, DType::kF32);
  EXPECT_EQ(m.modes.size(), 2u);
  EXPECT_DOUBLE_EQ(*m.v6e_baseline_ms, 1.1385);
  EXPECT_FALSE(m.v6e_optimized_ms.has_value());
  EXPECT_TRUE(m.artifacts.at("reference.mlir").platform_index_argument);
  EXPECT_EQ(m.artifact_path("reference.mlir"), "/w/12p_RMSNorm/small/reference.mlir");
}

TEST(Manifest, MissingOrWrongFieldsNameTheFieldAndFile) {
  auto expect_error = [](nlohmann::json doc, const std::string& fragment) {
    try {
      Manifest::parse(doc, "m.json");
      ADD_FAILURE() << "expected an error containing " << fragment;
    } catch (const Error& error) {
      EXPECT_NE(std::string(error.what()).find(fragment), std::string::npos) << error.what();
      EXPECT_EQ(std::string(error.what()).rfind("m.json: ", 0), 0u) << error.what();
    }
  };
  auto doc = minimal_manifest("x");
  doc.erase("flops");
  expect_error(doc, "missing field 'flops'");
  doc = minimal_manifest("x");
  doc["inputs"][1].erase("dtype");
  expect_error(doc, "missing field 'inputs[1].dtype'");
  doc = minimal_manifest("x");
  doc["outputs"][0]["dtype"] = "complex64";
  expect_error(doc, "unknown dtype 'complex64'");
  doc = minimal_manifest("x");
  doc["schema"] = 7;
  expect_error(doc, "unsupported manifest schema");
  doc = minimal_manifest("x");
  doc["artifacts"].erase("truth.mlir");
  expect_error(doc, "artifact 'truth.mlir' is not listed");
}

TEST(Manifest, RefusesAnArtifactWhoseHashDiffers) {
  fs::path dir = fs::temp_directory_path() / ("jaxbench_manifest_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::string program = "module { }\n";
  std::ofstream(dir / "manifest.json") << minimal_manifest(program).dump();
  std::ofstream(dir / "reference.mlir") << program;
  std::ofstream(dir / "truth.mlir") << program << "// tampered\n";
  Manifest m = Manifest::load((dir / "manifest.json").string());
  EXPECT_EQ(load_verified_artifact(m, "reference.mlir"), program);
  try {
    load_verified_artifact(m, "truth.mlir");
    FAIL();
  } catch (const Error& error) {
    std::string what = error.what();
    EXPECT_NE(what.find("refusing to run"), std::string::npos) << what;
    EXPECT_NE(what.find("truth.mlir"), std::string::npos) << what;
  }
  EXPECT_THROW(load_verified_artifact(m, "inputs.mlir"), Error);      // listed, but missing on disk
  EXPECT_THROW(load_verified_artifact(m, "pallas_tpu.mlir"), Error);  // not listed
  std::ofstream(dir / "bad.json") << "{ not json";
  EXPECT_THROW(Manifest::load((dir / "bad.json").string()), Error);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace jaxbench::suite
