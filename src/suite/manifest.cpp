#include "suite/manifest.h"

#include <filesystem>

#include "core/error.h"
#include "core/files.h"
#include "core/sha256.h"

namespace jaxbench::suite {

namespace {

using nlohmann::json;

// Field access that names the manifest and the field when it is wrong.
class Reader {
 public:
  Reader(const json& document, std::string path) : doc_(document), path_(std::move(path)) {}

  const json& field(const json& object, const std::string& key, const std::string& where = "") const {
    if (!object.is_object() || !object.contains(key)) fail("missing field '" + where + key + "'");
    return object.at(key);
  }
  std::string string(const json& object, const std::string& key, const std::string& where = "") const {
    const json& value = field(object, key, where);
    if (!value.is_string()) fail("field '" + where + key + "' must be a string");
    return value.get<std::string>();
  }
  int64_t integer(const json& object, const std::string& key) const {
    const json& value = field(object, key);
    if (!value.is_number_integer()) fail("field '" + key + "' must be an integer");
    return value.get<int64_t>();
  }
  std::optional<double> optional_number(const json& object, const std::string& key) const {
    if (!object.contains(key) || object.at(key).is_null()) return std::nullopt;
    if (!object.at(key).is_number()) fail("field '" + key + "' must be a number or null");
    return object.at(key).get<double>();
  }
  std::vector<std::string> strings(const json& object, const std::string& key) const {
    const json& value = field(object, key);
    if (!value.is_array()) fail("field '" + key + "' must be a list");
    std::vector<std::string> out;
    for (const auto& item : value) {
      if (!item.is_string()) fail("field '" + key + "' must be a list of strings");
      out.push_back(item.get<std::string>());
    }
    return out;
  }
  std::vector<TensorInfo> tensors(const std::string& key) const {
    const json& value = field(doc_, key);
    if (!value.is_array()) fail("field '" + key + "' must be a list");
    std::vector<TensorInfo> out;
    for (size_t i = 0; i < value.size(); ++i) {
      const json& item = value[i];
      std::string where = key + "[" + std::to_string(i) + "].";
      TensorInfo tensor;
      tensor.name = item.is_object() && item.contains("name") ? item["name"].get<std::string>() : "";
      std::string dtype = string(item, "dtype", where);
      auto parsed = dtype_from_name(dtype);
      if (!parsed) fail("unknown dtype '" + dtype + "' in " + where + "dtype");
      tensor.dtype = *parsed;
      const json& shape = field(item, "shape", where);
      if (!shape.is_array()) fail("field '" + where + "shape' must be a list");
      for (const auto& d : shape) tensor.shape.push_back(d.get<int64_t>());
      out.push_back(tensor);
    }
    return out;
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw Error(path_ + ": " + what + " (re-export with tools/export)");
  }

 private:
  const json& doc_;
  std::string path_;
};

// A family the judge could draw no held-out shape from is the suite's bug:
// refused when the manifest is read, naming the workload.
void check_shape_family(const Manifest& m) {
  const ShapeFamily& family = *m.shape_family;
  std::string fix = "; fix SHAPE_FAMILY in workloads/" + m.id + "/workload.py and re-export with tools/export";
  DimValues public_shape;
  try {
    public_shape = family.public_values(m.config);
  } catch (const Error& error) {
    throw Error("workload " + m.id + " (" + m.size + "): " + error.what() + fix);
  }
  if (!family.admits_held_out_shape(public_shape)) {
    throw Error("workload " + m.id + " (" + m.size + "): its shape family admits no held-out shape (" +
                family.to_json()["dims"].dump() + ")" + fix);
  }
}

}  // namespace

std::string TensorInfo::describe() const {
  return std::string(jaxbench::name(dtype)) + "[" + (shape.empty() ? "" : shape_string(shape)) + "]";
}

Manifest Manifest::parse(const json& doc, const std::string& path) {
  Reader r(doc, path);
  Manifest m;
  m.path = path;
  m.dir = std::filesystem::path(path).parent_path().string();
  if (m.dir.empty()) m.dir = ".";
  if (r.integer(doc, "schema") != 1) r.fail("unsupported manifest schema (this jaxbench reads schema 1)");
  m.id = r.string(doc, "id");
  m.prefix = r.string(doc, "prefix");
  m.name = r.string(doc, "name");
  m.model = r.string(doc, "model");
  m.op = r.string(doc, "operator");
  m.category = r.string(doc, "category");
  m.semantics = r.string(doc, "semantics");
  m.size = r.string(doc, "size");
  m.config = r.field(doc, "config");
  m.platforms = r.strings(doc, "platforms");
  m.platform_index_argument = r.field(doc, "platform_index_argument").get<bool>();
  m.modes = r.strings(doc, "modes");
  if (m.modes.empty()) r.fail("field 'modes' must name at least the documented mode");
  m.inputs = r.tensors("inputs");
  m.outputs = r.tensors("outputs");
  m.truth_outputs = r.tensors("truth_outputs");
  m.flops = r.integer(doc, "flops");
  m.bytes_accessed = r.integer(doc, "bytes_accessed");
  const json& jaxbench = r.field(doc, "jaxbench");
  m.v6e_baseline_ms = r.optional_number(jaxbench, "v6e_baseline_ms");
  m.v6e_optimized_ms = r.optional_number(jaxbench, "v6e_optimized_ms");
  m.jaxbench_xla_flops = r.optional_number(jaxbench, "xla_flops");
  m.notes = r.strings(doc, "notes");
  m.jax_version = r.string(doc, "jax_version");
  if (doc.contains("content_sha256") && doc["content_sha256"].is_string()) {
    m.content_sha256 = doc["content_sha256"].get<std::string>();
  }

  const json& artifacts = r.field(doc, "artifacts");
  if (!artifacts.is_object()) r.fail("field 'artifacts' must be an object");
  for (const auto& [file, entry] : artifacts.items()) {
    ArtifactInfo info;
    info.file = file;
    std::string where = "artifacts." + file + ".";
    info.sha256 = r.string(entry, "sha256", where);
    info.bytes = entry.value("bytes", int64_t{0});
    info.kind = entry.value("kind", std::string("program"));
    if (entry.contains("platforms")) info.platforms = r.strings(entry, "platforms");
    info.platform_index_argument = entry.value("platform_index_argument", false);
    if (entry.contains("custom_call_targets")) info.custom_call_targets = r.strings(entry, "custom_call_targets");
    m.artifacts[file] = info;
  }
  // A held-out shape's signatures alone (tools/export/held_out.py --specs-only) list no programs.
  bool specs_only =
      doc.contains("held_out") && doc["held_out"].is_object() && doc["held_out"].value("specs_only", false);
  for (const char* required : {"inputs.mlir", "reference.mlir", "truth.mlir"}) {
    if (!specs_only && !m.has_artifact(required)) r.fail(std::string("artifact '") + required + "' is not listed");
  }
  if (doc.contains("fixtures")) {
    const json& f = doc["fixtures"];
    Fixtures fixtures;
    for (const auto& s : r.field(f, "seed", "fixtures.")) fixtures.seed.push_back(s.get<uint32_t>());
    fixtures.mode = r.field(f, "mode", "fixtures.").get<int>();
    fixtures.inputs = r.strings(f, "inputs");
    fixtures.reference = r.strings(f, "reference");
    fixtures.truth = r.strings(f, "truth");
    if (f.contains("input_sha256")) fixtures.input_sha256 = r.strings(f, "input_sha256");
    m.fixtures = fixtures;
  }
  if (doc.contains("shape_family") && !doc["shape_family"].is_null()) {
    m.shape_family = ShapeFamily::parse(doc["shape_family"], path);
    check_shape_family(m);
  }
  if (doc.contains("held_out")) m.held_out = doc["held_out"];
  return m;
}

Manifest Manifest::load(const std::string& path) {
  std::string text = read_file(path);
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& error) {
    throw Error(path + ": not valid JSON (" + std::string(error.what()) + "); re-export with tools/export");
  }
  try {
    return parse(doc, path);
  } catch (const json::exception& error) {
    throw Error(path + ": a field has the wrong type (" + std::string(error.what()) + "); re-export with tools/export");
  }
}

std::string load_verified_artifact(const Manifest& manifest, const std::string& file) {
  auto it = manifest.artifacts.find(file);
  if (it == manifest.artifacts.end()) {
    throw Error(manifest.path + " lists no artifact '" + file + "'");
  }
  std::string path = manifest.artifact_path(file);
  if (!file_exists(path)) throw Error(path + " is missing (re-export with tools/export or restore it from git)");
  std::string data = read_file(path);
  std::string digest = sha256_hex(data);
  if (digest != it->second.sha256) {
    throw Error("refusing to run " + path + ": its sha256 " + digest.substr(0, 12) +
                "... differs from the manifest's " + it->second.sha256.substr(0, 12) +
                "... (restore it from git or re-export with tools/export)");
  }
  return data;
}

}  // namespace jaxbench::suite
