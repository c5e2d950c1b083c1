#include "runtime/session.h"

#include <chrono>

#include "core/files.h"

namespace jaxbench::runtime {

Session Session::open(const std::string& plugin_spec) {
  platform::PluginLocation location = platform::locate_plugin(plugin_spec);
  // Loading it would only end in the plugin's own multi-line complaint (and
  // its logging on stderr): say what can be done here instead.
  if (auto target = platform::deviceless_target(location)) {
    throw Error("--plugin " + plugin_spec + ": this host has no device for " + location.path +
                ", so nothing can run on it here; `jaxbench preflight --target " + *target +
                "` compiles for it without one, and `jaxbench eval --plugin " + plugin_spec +
                "` judges a candidate on the CPU plus that pre-flight");
  }
  platform::prepare_plugin_environment(location);
  auto plugin = Plugin::load(location.path);
  Client client = Client::create(plugin);
  Device device = client.device(0);
  return Session(std::move(location), std::move(client), device);
}

Program load_program(const std::string& path) {
  Program program;
  program.code = read_file(path);
  program.name = path;
  if (program.code.empty()) throw Error(path + ": the program file is empty");
  return program;
}

void check_arguments(const Signature& signature, const std::vector<std::optional<TensorSpec>>& inputs,
                     const std::vector<std::string>& input_names) {
  if (signature.arguments.size() != inputs.size()) {
    throw Error("the program's main takes " + std::to_string(signature.arguments.size()) + " argument(s) " + "but " +
                std::to_string(inputs.size()) + " input(s) were given (signature: " + signature.describe() + ")");
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (inputs[i] && !(*inputs[i] == signature.arguments[i])) {
      std::string source = i < input_names.size() ? " (" + input_names[i] + ")" : "";
      throw Error("argument " + std::to_string(i) + source + ": the program expects " +
                  signature.arguments[i].describe() + " but got " + inputs[i]->describe());
    }
  }
}

void check_arguments(const Signature& signature, const std::vector<HostArray>& inputs,
                     const std::vector<std::string>& input_names) {
  std::vector<std::optional<TensorSpec>> specs;
  for (const HostArray& input : inputs) specs.push_back(TensorSpec{input.dtype, input.shape});
  check_arguments(signature, specs, input_names);
}

namespace {
void adopt_argument_type(const TensorSpec& argument, HostArray& input) {
  if (input.dtype != argument.dtype && same_storage(input.dtype, argument.dtype) && input.shape == argument.shape) {
    input.dtype = argument.dtype;
  }
}
}  // namespace

void adopt_argument_types(const Signature& signature, std::vector<HostArray>& inputs) {
  for (size_t i = 0; i < inputs.size() && i < signature.arguments.size(); ++i) {
    adopt_argument_type(signature.arguments[i], inputs[i]);
  }
}

void adopt_argument_types(const Signature& signature, std::vector<std::optional<HostArray>>& inputs) {
  for (size_t i = 0; i < inputs.size() && i < signature.arguments.size(); ++i) {
    if (inputs[i]) adopt_argument_type(signature.arguments[i], *inputs[i]);
  }
}

std::vector<HostArray> run_program(const Session& session, const Program& program, const std::vector<HostArray>& inputs,
                                   const std::vector<std::string>& input_names, RunTimings* timings) {
  using Clock = std::chrono::steady_clock;
  if (auto signature = parse_main_signature(program.code, program.name)) {
    check_arguments(*signature, inputs, input_names);
  }
  auto start = Clock::now();
  Executable executable = session.client().compile(program);
  auto compiled = Clock::now();

  std::vector<Buffer> arguments;
  for (const auto& input : inputs) arguments.push_back(session.client().to_device(input, session.device()));
  std::vector<const Buffer*> pointers;
  for (const auto& argument : arguments) pointers.push_back(&argument);

  auto launched = Clock::now();
  std::vector<Buffer> outputs = executable.execute(pointers, session.device());
  auto finished = Clock::now();

  std::vector<HostArray> results;
  for (const auto& output : outputs) results.push_back(output.to_host());
  if (timings) {
    timings->compile_seconds = std::chrono::duration<double>(compiled - start).count();
    timings->execute_seconds = std::chrono::duration<double>(finished - launched).count();
  }
  return results;
}

}  // namespace jaxbench::runtime
