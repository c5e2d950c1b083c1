#include "runtime/topology.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>

#include "runtime/compile_options.h"
#include "runtime/named_value.h"

namespace jaxbench::runtime {

namespace {

namespace fs = std::filesystem;

// One TPU generation as libtpu names it.
struct Generation {
  const char* chip;  // hardware-table key
  std::vector<const char*> aliases;
  const char* topology_prefix;   // libtpu's name
  int dimensions;                // 2 for the "lite" chips, 3 for the torus chips
  const char* chip_config_name;  // "" = libtpu's default
  const char* accelerator_type;  // for TPU_ACCELERATOR_TYPE (does not change what is compiled)
  const char* device_kind;       // what libtpu (and so JAX) calls one device of it
};

const std::vector<Generation>& generations() {
  // v4 defaults to one device per TensorCore in libtpu; JAX runs v4 as
  // "megacore" (one device per chip, both cores), so we ask for that. v5p is
  // megacore by default; TPU7x exposes one device per core, as JAX does.
  static const std::vector<Generation> kGenerations = {
      {"v4", {"v4"}, "v4", 3, "megacore", "v4-8", "TPU v4"},
      {"v5e", {"v5e", "v5litepod", "v5lite"}, "v5e", 2, "", "v5litepod-1", "TPU v5 lite"},
      {"v5p", {"v5p"}, "v5p", 3, "", "v5p-8", "TPU v5"},
      {"v6e", {"v6e"}, "v6e", 2, "", "v6e-1", "TPU v6 lite"},
      {"v7", {"v7", "v7x", "tpu7x"}, "tpu7x", 3, "", "tpu7x-2", "TPU7x"},
  };
  return kGenerations;
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

const Generation* find_generation(const std::string& name) {
  std::string key = lower(name);
  for (const auto& generation : generations()) {
    for (const char* alias : generation.aliases) {
      if (key == alias) return &generation;
    }
  }
  return nullptr;
}

// Chip counts to slice bounds, the usual shapes: 2-D 1x1, 1x2, 2x2, 2x4,
// 4x4, …; 3-D 1x1x1, 2x1x1, 2x2x1, 2x2x2, 2x2x4, 2x4x4, …
std::vector<int64_t> bounds_for_chips(int chips, int dimensions) {
  std::vector<int64_t> bounds(dimensions, 1);
  if (dimensions == 2) {
    int64_t x = 1;
    while (x * x * 4 <= chips) x *= 2;
    bounds = {x, chips / x};
    return bounds;
  }
  int remaining = chips;
  for (int i = 0; i < 3 && remaining > 1; ++i, remaining /= 2) bounds[i] = 2;
  while (remaining > 1) {
    // Double the smallest dimension, the last one on ties.
    int smallest = 2;
    for (int i = 2; i >= 0; --i) {
      if (bounds[i] < bounds[smallest]) smallest = i;
    }
    bounds[smallest] *= 2;
    remaining /= 2;
  }
  return bounds;
}

std::string bounds_text(const std::vector<int64_t>& bounds) {
  std::string text;
  for (size_t i = 0; i < bounds.size(); ++i) text += (i ? "x" : "") + std::to_string(bounds[i]);
  return text;
}

// A slice is split into hosts of at most 2x2x1 chips.
std::vector<int64_t> host_bounds_for(const std::vector<int64_t>& bounds) {
  std::vector<int64_t> host = {1, 1, 1};
  for (size_t i = 0; i < 2 && i < bounds.size(); ++i) host[i] = std::min<int64_t>(bounds[i], 2);
  return host;
}

PJRT_NamedValue int64_list_value(const std::string& name, const std::vector<int64_t>& values) {
  auto value = JAXBENCH_ARGS(PJRT_NamedValue, value_size);
  value.name = name.data();
  value.name_size = name.size();
  value.type = PJRT_NamedValue_kInt64List;
  value.int64_array_value = values.data();
  value.value_size = values.size();
  return value;
}

PJRT_NamedValue string_value(const std::string& name, const std::string& text) {
  auto value = JAXBENCH_ARGS(PJRT_NamedValue, value_size);
  value.name = name.data();
  value.name_size = name.size();
  value.type = PJRT_NamedValue_kString;
  value.string_value = text.data();
  value.value_size = text.size();
  return value;
}

}  // namespace

std::string known_tpu_targets() {
  std::string text;
  for (const auto& generation : generations()) text += (text.empty() ? "" : ", ") + std::string(generation.chip);
  return text;
}

TopologySpec topology_spec(const std::string& target, int chips) {
  TopologySpec spec;
  spec.target = target;
  size_t colon = target.find(':');
  std::string prefix = target.substr(0, colon);
  const Generation* generation = find_generation(prefix);
  if (generation == nullptr) {
    throw Error("unknown TPU target '" + target + "': use one of " + known_tpu_targets() +
                ", or a libtpu topology such as v6e:2x2");
  }
  std::vector<int64_t> bounds;
  if (colon != std::string::npos) {
    // An explicit libtpu topology: "<chip>:<AxB[xC]>".
    std::string text = target.substr(colon + 1);
    size_t start = 0;
    while (start <= text.size()) {
      size_t end = text.find('x', start);
      std::string part = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
      if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos || part.size() > 4 ||
          std::stoi(part) < 1) {
        throw Error("bad TPU topology '" + target + "': write it as <chip>:<AxB> or <chip>:<AxBxC>, e.g. v6e:2x2");
      }
      bounds.push_back(std::stoi(part));
      if (end == std::string::npos) break;
      start = end + 1;
    }
    if (bounds.size() < 2 || bounds.size() > 3) {
      throw Error("bad TPU topology '" + target + "': give 2 or 3 bounds, e.g. v6e:2x2 or v5p:2x2x1");
    }
    chips = 1;
    for (int64_t b : bounds) chips *= static_cast<int>(b);
  } else {
    if (chips < 1 || chips > 4096 || (chips & (chips - 1)) != 0) {
      throw Error("chip count " + std::to_string(chips) + " for " + target +
                  " is not a power of two between 1 and 4096");
    }
    bounds = bounds_for_chips(chips, generation->dimensions);
  }
  spec.chip = generation->chip;
  spec.chips = chips;
  spec.name = std::string(generation->topology_prefix) + ":" + bounds_text(bounds);
  spec.chips_per_host_bounds = host_bounds_for(bounds);
  spec.chip_config_name = generation->chip_config_name;
  spec.accelerator_type = generation->accelerator_type;
  spec.device_kind = generation->device_kind;
  return spec;
}

std::vector<std::pair<std::string, std::string>> deviceless_tpu_environment(const TopologySpec& spec) {
  return {
      // Do not ask the GCE metadata server what slice this host is part of.
      {"TPU_SKIP_MDS_QUERY", "1"},
      // Do not take /tmp/libtpu_lockfile: concurrent compiles are fine, and a
      // training job holding the TPU must not block (or be blocked by) us.
      {"ALLOW_MULTIPLE_LIBTPU_LOAD", "1"},
      // What the metadata server would have said; silences libtpu's warnings.
      {"TPU_ACCELERATOR_TYPE", spec.accelerator_type.empty() ? "v6e-1" : spec.accelerator_type},
      {"TPU_WORKER_ID", "0"},
      {"TPU_WORKER_HOSTNAMES", "localhost"},
      // No log files under /tmp/tpu_logs for every compile.
      {"TPU_LOG_DIR", "disabled"},
  };
}

void set_deviceless_tpu_environment(const TopologySpec& spec) {
  for (const auto& [name, value] : deviceless_tpu_environment(spec)) ::setenv(name.c_str(), value.c_str(), 0);
}

Topology Topology::create(std::shared_ptr<Plugin> plugin, const TopologySpec& spec) {
  static const std::string kHostBounds = "chips_per_host_bounds";
  static const std::string kChipConfig = "chip_config_name";
  std::vector<PJRT_NamedValue> options = {int64_list_value(kHostBounds, spec.chips_per_host_bounds)};
  if (!spec.chip_config_name.empty()) options.push_back(string_value(kChipConfig, spec.chip_config_name));
  auto args = JAXBENCH_ARGS(PJRT_TopologyDescription_Create_Args, topology);
  args.topology_name = spec.name.data();
  args.topology_name_size = spec.name.size();
  args.create_options = options.data();
  args.num_options = options.size();
  try {
    plugin->api().call(&PJRT_Api::PJRT_TopologyDescription_Create, "PJRT_TopologyDescription_Create", &args);
  } catch (const PjrtError& error) {
    throw Error("the plugin " + plugin->path() + " cannot describe TPU topology " + spec.name + " (" +
                pjrt_code_name(error.code()) + ": " + one_line(error.plugin_message(), 300) +
                "); use --plugin tpu with libtpu (./setup.sh --with-tpu-compiler)");
  }
  return Topology(std::move(plugin), spec, args.topology);
}

std::string Topology::platform_name() const {
  auto args = JAXBENCH_ARGS(PJRT_TopologyDescription_PlatformName_Args, platform_name_size);
  args.topology = topology_.get();
  plugin_->api().call(&PJRT_Api::PJRT_TopologyDescription_PlatformName, "PJRT_TopologyDescription_PlatformName", &args);
  return std::string(args.platform_name, args.platform_name_size);
}

std::string Topology::platform_version() const {
  auto args = JAXBENCH_ARGS(PJRT_TopologyDescription_PlatformVersion_Args, platform_name_size);
  args.topology = topology_.get();
  plugin_->api().call(&PJRT_Api::PJRT_TopologyDescription_PlatformVersion, "PJRT_TopologyDescription_PlatformVersion",
                      &args);
  std::string version(args.platform_name, args.platform_name_size);
  return version.substr(0, version.find('\n'));
}

size_t Topology::num_devices() const {
  auto args = JAXBENCH_ARGS(PJRT_TopologyDescription_GetDeviceDescriptions_Args, num_descriptions);
  args.topology = topology_.get();
  plugin_->api().call(&PJRT_Api::PJRT_TopologyDescription_GetDeviceDescriptions,
                      "PJRT_TopologyDescription_GetDeviceDescriptions", &args);
  return args.num_descriptions;
}

std::string Topology::device_kind() const {
  auto devices = JAXBENCH_ARGS(PJRT_TopologyDescription_GetDeviceDescriptions_Args, num_descriptions);
  devices.topology = topology_.get();
  plugin_->api().call(&PJRT_Api::PJRT_TopologyDescription_GetDeviceDescriptions,
                      "PJRT_TopologyDescription_GetDeviceDescriptions", &devices);
  if (devices.num_descriptions == 0) throw Error("TPU topology " + spec_.name + " has no devices");
  auto kind = JAXBENCH_ARGS(PJRT_DeviceDescription_String_Args, value_size);
  kind.device_description = devices.descriptions[0];
  plugin_->api().call(&PJRT_Api::PJRT_DeviceDescription_Kind, "PJRT_DeviceDescription_Kind", &kind);
  return std::string(kind.value, kind.value_size);
}

std::map<std::string, std::string> Topology::attributes() const {
  std::map<std::string, std::string> out;
  if (!plugin_->api().has(&PJRT_Api::PJRT_TopologyDescription_Attributes)) return out;
  auto args = JAXBENCH_ARGS(PJRT_TopologyDescription_Attributes_Args, num_attributes);
  args.topology = topology_.get();
  plugin_->api().call(&PJRT_Api::PJRT_TopologyDescription_Attributes, "PJRT_TopologyDescription_Attributes", &args);
  for (size_t i = 0; i < args.num_attributes; ++i) {
    const PJRT_NamedValue& value = args.attributes[i];
    out[std::string(value.name, value.name_size)] = named_value_text(value);
  }
  return out;
}

std::optional<int64_t> Topology::device_memory_limit() const {
  auto all = attributes();
  auto it = all.find("device_memory_bytes_limit");
  if (it == all.end() || it->second.empty() || it->second.find_first_not_of("0123456789") != std::string::npos) {
    return std::nullopt;
  }
  return std::stoll(it->second);
}

CompiledProgram compile_for_topology(const Plugin& plugin, const Topology& topology, const Program& program) {
  if (&plugin != &topology.plugin()) {
    throw Error("compile_for_topology: the topology " + topology.spec().name + " belongs to " +
                topology.plugin().path() + ", not to " + plugin.path());
  }
  static const std::string kFormat = "mlir";  // StableHLO text or bytecode
  // One replica, one partition: the programs we judge are single-device.
  std::string options = single_device_compile_options();
  auto code = JAXBENCH_ARGS(PJRT_Program, format_size);
  code.code = const_cast<char*>(program.code.data());  // the ABI's field is non-const; never written
  code.code_size = program.code.size();
  code.format = kFormat.data();
  code.format_size = kFormat.size();
  auto args = JAXBENCH_ARGS(PJRT_Compile_Args, executable);
  args.topology = topology.get();
  args.program = &code;
  args.compile_options = options.data();
  args.compile_options_size = options.size();
  args.client = nullptr;  // compile only: no device is needed or touched
  plugin.api().call(&PJRT_Api::PJRT_Compile, "PJRT_Compile", &args);
  return CompiledProgram(plugin.api(), args.executable);
}

std::string installed_package_version(const std::string& plugin_path) {
  std::error_code ec;
  fs::path package_dir = fs::path(plugin_path).parent_path();
  std::string package = package_dir.filename().string();
  fs::path site = package_dir.parent_path();
  if (package.empty() || !fs::is_directory(site, ec)) return "";
  std::string prefix = package + "-", suffix = ".dist-info";
  for (const auto& entry : fs::directory_iterator(site, ec)) {
    std::string name = entry.path().filename().string();
    if (name.size() > prefix.size() + suffix.size() && name.starts_with(prefix) && name.ends_with(suffix)) {
      return name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    }
  }
  return "";
}

}  // namespace jaxbench::runtime
