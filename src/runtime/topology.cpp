#include "runtime/topology.h"

#include <cstdlib>
#include <filesystem>

#include "platform/registry.h"
#include "platform/tpu_generations.h"
#include "runtime/compile_request.h"
#include "runtime/named_value.h"

namespace jaxbench::runtime {

namespace {

namespace fs = std::filesystem;

// For a spec built by hand without one: the default TPU target's.
std::string default_accelerator_type() {
  return platform::find_tpu_generation(platform::default_tpu_target())->accelerator_type;
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

std::string known_tpu_targets() { return platform::tpu_generation_names(); }

TopologySpec topology_spec(const std::string& target, int chips) {
  platform::TpuSlice slice = platform::tpu_slice(target, chips);
  TopologySpec spec;
  spec.target = target;
  spec.chip = slice.generation.name;
  spec.chips = slice.chips;
  spec.name = slice.topology_name();
  spec.chips_per_host_bounds = slice.chips_per_host_bounds();
  spec.chip_config_name = slice.generation.chip_config_name;
  spec.accelerator_type = slice.generation.accelerator_type;
  spec.device_kind = slice.generation.device_kind;
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
      {"TPU_ACCELERATOR_TYPE", spec.accelerator_type.empty() ? default_accelerator_type() : spec.accelerator_type},
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
                pjrt_code_name(error.code()) + ": " + one_line(error.plugin_message(), 300) + "); use --plugin " +
                platform::tpu_plugin_name() + " with " + platform::find_plugin(platform::tpu_plugin_name())->package);
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
  // One replica, one partition: the programs we judge are single-device.
  CompileRequest request(program);
  auto args = JAXBENCH_ARGS(PJRT_Compile_Args, executable);
  args.topology = topology.get();
  args.program = &request.code;
  args.compile_options = request.options.data();
  args.compile_options_size = request.options.size();
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
