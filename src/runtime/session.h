// A ready-to-use runtime: the chosen plugin, its client and one device, plus
// the common "run this program on these host arrays" path used by `exec`,
// `doctor` and the tests.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "platform/plugin_locator.h"
#include "runtime/client.h"
#include "runtime/signature.h"

namespace jaxbench::runtime {

class Session {
 public:
  // `plugin_spec`: cpu|cuda|tpu|PATH, empty = JAXBENCH_PLUGIN or cpu.
  static Session open(const std::string& plugin_spec);

  const platform::PluginLocation& location() const { return location_; }
  const Plugin& plugin() const { return client_.plugin(); }
  const Client& client() const { return client_; }
  const Device& device() const { return device_; }

 private:
  Session(platform::PluginLocation location, Client client, Device device)
      : location_(std::move(location)), client_(std::move(client)), device_(device) {}
  platform::PluginLocation location_;
  Client client_;
  Device device_;
};

// Reads a program file (.mlir text or bytecode).
Program load_program(const std::string& path);

// Throws jaxbench::Error naming the first argument whose dtype or shape
// differs from the signature (expected vs got), or when the counts differ.
void check_arguments(const Signature& signature, const std::vector<HostArray>& inputs,
                     const std::vector<std::string>& input_names);
// The same, where a nullopt input is one left out: only its place is checked.
void check_arguments(const Signature& signature, const std::vector<std::optional<TensorSpec>>& inputs,
                     const std::vector<std::string>& input_names);

// An input read from a file that cannot name its type ('<V1' is both
// float8_e4m3fn and float4_e2m1fn) takes the type of the argument it is
// given for, when its shape matches: same bytes, the program's reading.
void adopt_argument_types(const Signature& signature, std::vector<HostArray>& inputs);
void adopt_argument_types(const Signature& signature, std::vector<std::optional<HostArray>>& inputs);

struct RunTimings {
  double compile_seconds = 0;
  double execute_seconds = 0;  // execute + wait for completion
};

// Compiles `program`, checks `inputs` against its signature (text modules)
// before running, runs once and copies the outputs back.
std::vector<HostArray> run_program(const Session& session, const Program& program, const std::vector<HostArray>& inputs,
                                   const std::vector<std::string>& input_names = {}, RunTimings* timings = nullptr);

}  // namespace jaxbench::runtime
