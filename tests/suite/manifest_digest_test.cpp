// The levels' committed manifest digest: blind to the host's fixture bytes,
// sensitive to everything else, and the same in C++ and in the Python that
// writes manifests.sha256.
#include "suite/manifest_digest.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/error.h"

namespace jaxbench::suite {
namespace {

nlohmann::json sample_manifest() {
  return nlohmann::json::parse(R"({
    "id": "l1_001_Square_matrix_multiplication",
    "artifacts": {
      "reference.mlir": {"kind": "program", "bytes": 1436, "sha256": "e6ff"},
      "fixtures/reference0.npy": {"kind": "fixture", "bytes": 131200, "sha256": "b310"},
      "fixtures/truth0.npy": {"kind": "fixture", "bytes": 262272, "sha256": "dee1"}
    },
    "fixtures": {"input_sha256": ["a232", "a569"], "seed": [0, 0]},
    "tolerance": {"atol": 1e-05, "rtol": 0.2805, "scale": 2.0, "tiny": -0.0, "huge": 1e300},
    "notes": ["A ~ N(0, 1) \u2264 \u00b5\ttabbed \"quoted\" \\ back\u0001"]
  })");
}

std::string digest(const nlohmann::json& doc) { return portable_manifest_digest(doc.dump(2), "m.json"); }

TEST(ManifestDigest, TheHostsFixtureBytesLeaveItUnchanged) {
  auto doc = sample_manifest();
  std::string base = digest(doc);
  doc["artifacts"]["fixtures/reference0.npy"]["sha256"] = "another host's rounding";
  doc["artifacts"]["fixtures/truth0.npy"]["sha256"] = "ffff";
  EXPECT_EQ(digest(doc), base);
  EXPECT_EQ(portable_manifest_digest(sample_manifest().dump(), "m.json"), base);  // layout does not count
}

TEST(ManifestDigest, ProgramsInputsAndNumbersChangeIt) {
  std::string base = digest(sample_manifest());
  auto program = sample_manifest();
  program["artifacts"]["reference.mlir"]["sha256"] = "e6fe";
  auto inputs = sample_manifest();
  inputs["fixtures"]["input_sha256"][1] = "a56a";
  auto tolerance = sample_manifest();
  tolerance["tolerance"]["atol"] = 1.0000000000000002e-05;
  auto fixture_size = sample_manifest();
  fixture_size["artifacts"]["fixtures/truth0.npy"]["bytes"] = 262273;
  for (const auto& changed : {program, inputs, tolerance, fixture_size}) EXPECT_NE(digest(changed), base);
}

TEST(ManifestDigest, NotJsonNamesTheManifest) {
  try {
    portable_manifest_digest("{\"artifacts\": ", "/tmp/x/small/manifest.json");
    ADD_FAILURE() << "a truncated manifest must throw";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("/tmp/x/small/manifest.json is not JSON"), std::string::npos) << e.what();
  }
}

// tools/export/verify_hashes.py writes manifests.sha256; the registry checks
// it here. Both must give the same digest, floats and non-ASCII included.
TEST(ManifestDigest, PythonsVerifyHashesWritesTheSameDigest) {
  auto path = std::filesystem::temp_directory_path() / ("manifest_digest_" + std::to_string(::getpid()) + ".json");
  std::string text = sample_manifest().dump(1);
  std::ofstream(path) << text;
  std::string command =
      std::string("python3 ") + JAXBENCH_SOURCE_ROOT + "/tools/export/verify_hashes.py --digest " + path.string();
  FILE* pipe = ::popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  char line[256] = {};
  bool read = std::fgets(line, sizeof line, pipe) != nullptr;
  int status = ::pclose(pipe);
  std::filesystem::remove(path);
  ASSERT_TRUE(read && status == 0) << command;
  EXPECT_EQ(std::string(line).substr(0, 64), portable_manifest_digest(text, path.string()));
}

}  // namespace
}  // namespace jaxbench::suite
