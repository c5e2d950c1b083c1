// The manifest.json of one exported workload size: what the workload is,
// its programs' signatures, its FLOP and byte counts, and the sha256 of
// every artifact. Loading checks every field the judge relies on.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/host_array.h"
#include "suite/shape_family.h"

namespace jaxbench::suite {

struct TensorInfo {
  std::string name;
  DType dtype;
  Shape shape;
  std::string describe() const;
};

struct ArtifactInfo {
  std::string file;
  std::string sha256;
  int64_t bytes = 0;
  std::string kind;  // "program", "fixture"
  std::vector<std::string> platforms;
  bool platform_index_argument = false;
  std::vector<std::string> custom_call_targets;
};

struct Fixtures {
  std::vector<uint32_t> seed;
  int mode = 0;
  std::vector<std::string> inputs, reference, truth;  // files relative to the manifest
  std::vector<std::string> input_sha256;              // of each input's raw bytes
};

struct Manifest {
  std::string path;  // the manifest file
  // A held-out size's manifest (held_out below): the committed manifest of
  // its public size, which a candidate's export still names.
  std::string public_path;
  std::string dir;  // its folder; artifact files are relative to it
  std::string id, prefix, name, model, op, category, semantics, size;
  nlohmann::json config;
  std::vector<std::string> platforms;
  bool platform_index_argument = false;
  std::vector<std::string> modes;
  std::vector<TensorInfo> inputs, outputs, truth_outputs;
  int64_t flops = 0;
  int64_t bytes_accessed = 0;
  std::optional<double> v6e_baseline_ms, v6e_optimized_ms, jaxbench_xla_flops;
  std::vector<std::string> notes;
  std::string jax_version;
  // A user's op (jaxbench workload add): the sha256 of its source files, so
  // the store keeps a changed op's attempts apart; "" for the suite's.
  std::string content_sha256;
  std::map<std::string, ArtifactInfo> artifacts;
  std::optional<Fixtures> fixtures;
  // The dimensions held-out shapes may change (suite/shape_family.h); absent
  // from manifests exported before shape families, and from a held-out one.
  std::optional<ShapeFamily> shape_family;
  // A held-out size's own manifest (tools/export/held_out.py): {public_size,
  // dims, shape}; null for the committed sizes.
  nlohmann::json held_out;

  // Throws jaxbench::Error naming the file and the missing or bad field.
  static Manifest load(const std::string& path);
  static Manifest parse(const nlohmann::json& document, const std::string& path);

  bool has_artifact(const std::string& file) const { return artifacts.count(file) > 0; }
  std::string artifact_path(const std::string& file) const { return dir + "/" + file; }
};

// Reads an artifact and checks its sha256 against the manifest; throws a
// one-line error naming the file when it is missing, unlisted or altered.
std::string load_verified_artifact(const Manifest& manifest, const std::string& file);

}  // namespace jaxbench::suite
