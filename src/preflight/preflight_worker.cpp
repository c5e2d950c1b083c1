#include "preflight/preflight_worker.h"

#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <thread>

#include "core/error.h"
#include "core/files.h"
#include "estimate/tpu_estimate.h"
#include "tpu_model/dump_reader.h"

extern char** environ;

namespace jaxbench::preflight {

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

json topology_to_json(const runtime::TopologySpec& t) {
  return {{"target", t.target},
          {"chip", t.chip},
          {"name", t.name},
          {"chips", t.chips},
          {"chips_per_host_bounds", t.chips_per_host_bounds},
          {"chip_config_name", t.chip_config_name},
          {"accelerator_type", t.accelerator_type},
          {"device_kind", t.device_kind}};
}

runtime::TopologySpec topology_from_json(const json& d) {
  runtime::TopologySpec t;
  t.target = d.at("target").get<std::string>();
  t.chip = d.at("chip").get<std::string>();
  t.name = d.at("name").get<std::string>();
  t.chips = d.at("chips").get<int>();
  t.chips_per_host_bounds = d.at("chips_per_host_bounds").get<std::vector<int64_t>>();
  t.chip_config_name = d.at("chip_config_name").get<std::string>();
  t.accelerator_type = d.at("accelerator_type").get<std::string>();
  t.device_kind = d.at("device_kind").get<std::string>();
  return t;
}

bool starts_with(const std::string& text, const char* prefix) { return text.rfind(prefix, 0) == 0; }

// The judge's own libtpu and XLA settings (a user's LIBTPU_INIT_ARGS, say)
// still reach the compiler through the scrubbed environment.
bool is_compiler_setting(const std::string& name) {
  return starts_with(name, "TPU_") || starts_with(name, "LIBTPU_") || name == "XLA_FLAGS" ||
         name == "ALLOW_MULTIPLE_LIBTPU_LOAD";
}

std::vector<std::pair<std::string, std::string>> compiler_environment(const runtime::TopologySpec& topology) {
  std::vector<std::pair<std::string, std::string>> env;
  for (char** entry = environ; entry && *entry; ++entry) {
    std::string text = *entry;
    size_t equals = text.find('=');
    if (equals != std::string::npos && is_compiler_setting(text.substr(0, equals))) {
      env.emplace_back(text.substr(0, equals), text.substr(equals + 1));
    }
  }
  // The deviceless settings, where the user has not set their own (as
  // runtime::set_deviceless_tpu_environment keeps them).
  for (const auto& [name, value] : runtime::deviceless_tpu_environment(topology)) {
    if (std::getenv(name.c_str()) == nullptr) env.emplace_back(name, value);
  }
  return env;
}

// Asks libtpu, before it is loaded, to write its final bundles into `dir`.
void request_bundle_dumps(const fs::path& dir) {
  const char* existing = std::getenv("LIBTPU_INIT_ARGS");
  std::string arguments = libtpu_dump_arguments(existing ? existing : "", dir.string());
  ::setenv("LIBTPU_INIT_ARGS", arguments.c_str(), 1);
}

json compile_in_this_process(const WorkerRequest& request) {
  fs::path dump_dir = fs::absolute(kDumpFolder);
  request_bundle_dumps(dump_dir);
  runtime::set_deviceless_tpu_environment(request.topology);
  PreflightModule module;
  module.label = request.label;
  module.path = request.path;
  module.note = request.note;
  module.program = runtime::Program{read_file(request.program_file), request.program_name};
  auto plugin = runtime::Plugin::load(request.plugin_path);
  runtime::Topology topology = runtime::Topology::create(plugin, request.topology);
  PreflightResult result = preflight_compile(*plugin, topology, module);
  if (result.ok()) {
    KernelInputs inputs;
    if (!request.kernel_inputs_file.empty()) {
      inputs = KernelInputs::from_json(json::parse(read_file(request.kernel_inputs_file)));
    }
    result.tpu_estimate = estimate_from_dump(request.topology.chip, dump_dir.string(), result.cost, inputs);
    if (result.tpu_estimate) {
      result.tpu_profile =
          profile_from_dump(request.topology.chip, dump_dir.string(), *result.tpu_estimate, result.cost);
    }
  }
  std::error_code ignored;
  if (!request.keep_dump) fs::remove_all(dump_dir, ignored);
  return {{"target", describe_target(topology, request.plugin_path).to_json()}, {"result", result.to_wire()}};
}

}  // namespace

json WorkerRequest::to_json() const {
  return {{"plugin_path", plugin_path},
          {"topology", topology_to_json(topology)},
          {"label", label},
          {"path", path},
          {"note", note},
          {"program_file", program_file},
          {"program_name", program_name},
          {"kernel_inputs_file", kernel_inputs_file},
          {"keep_dump", keep_dump}};
}

WorkerRequest WorkerRequest::from_json(const json& d) {
  WorkerRequest r;
  r.plugin_path = d.at("plugin_path").get<std::string>();
  r.topology = topology_from_json(d.at("topology"));
  r.label = d.at("label").get<std::string>();
  r.path = d.at("path").get<std::string>();
  r.note = d.at("note").get<std::string>();
  r.program_file = d.at("program_file").get<std::string>();
  r.program_name = d.at("program_name").get<std::string>();
  r.kernel_inputs_file = d.value("kernel_inputs_file", "");
  r.keep_dump = d.value("keep_dump", false);
  return r;
}

int run_preflight_worker(const std::string& request_file) {
  // libtpu's chatter on stdout joins its stderr, which the judge captures.
  ::dup2(STDERR_FILENO, STDOUT_FILENO);
  json out;
  try {
    out = compile_in_this_process(WorkerRequest::from_json(json::parse(read_file(request_file))));
  } catch (const std::exception& error) {
    out = {{"error", error.what()}};
  }
  try {
    write_file_atomic(kWorkerResultFile, out.dump());
  } catch (const std::exception& error) {
    std::fprintf(stderr, "%s: %s\n", kWorkerProgram, error.what());
    return 2;
  }
  return 0;
}

std::string locate_preflight_worker() {
  // A program that does not lie beside the worker (a test binary, an
  // installed layout) names it.
  if (const char* named = std::getenv("JAXBENCH_PREFLIGHT_WORKER"); named && *named) {
    if (::access(named, X_OK) != 0) {
      throw Error(std::string("JAXBENCH_PREFLIGHT_WORKER names ") + named +
                  ", which is not an executable file; point it at build/jaxbench-preflight-worker or unset it");
    }
    return named;
  }
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  fs::path worker = (ec ? fs::path(".") : self.parent_path()) / kWorkerProgram;
  if (!fs::is_regular_file(worker, ec) || ::access(worker.c_str(), X_OK) != 0) {
    throw Error("the TPU pre-flight compiler " + worker.string() +
                " is missing; rebuild (cmake --build build) so it lies beside " + self.filename().string());
  }
  return worker.string();
}

process::SandboxOptions worker_sandbox(const PreflightOptions& options, const std::string& work_dir) {
  process::SandboxOptions sandbox;
  sandbox.work_dir = work_dir;
  // A root of its own: the system's libraries, libtpu's folder (libtpu loads
  // nothing from elsewhere), the work dir and the worker (the sandbox binds
  // the program it runs). A candidate module that crashes or subverts the
  // compiler finds no $HOME, no other candidate's files, no results store
  // and no device nodes there.
  sandbox.minimal_root = true;
  sandbox.root_binds = process::system_library_paths();
  sandbox.root_binds.push_back("/sys/devices/system/cpu");  // libtpu's tcmalloc counts the CPUs there
  if (!options.plugin_path.empty()) {
    std::error_code ec;  // its real folder: a symlink on the way leads nowhere inside this root
    fs::path real = fs::weakly_canonical(options.plugin_path, ec);
    sandbox.root_binds.push_back((ec ? fs::path(options.plugin_path) : real).parent_path().string());
  }
  sandbox.timeout_seconds = options.timeout_seconds;
  sandbox.address_space_bytes = kWorkerAddressSpaceBytes;
  // Its compile runs on every core: CPU time may reach cores × wall clock.
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  sandbox.cpu_seconds = static_cast<uint64_t>(std::ceil(options.timeout_seconds * cores)) + 60;
  sandbox.isolate_network = true;
  sandbox.isolate_pids = true;
  sandbox.read_only_paths = {"/"};  // it may write only its work dir
  sandbox.env = compiler_environment(options.topology);
  if (options.forward_plugin_stderr) {
    sandbox.stderr_sink = [](const char* data, size_t size) {
      [[maybe_unused]] ssize_t n = ::write(STDERR_FILENO, data, size);
    };
  }
  return sandbox;
}

}  // namespace jaxbench::preflight
