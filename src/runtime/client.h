// An owned PJRT_Client: the entry to one plugin's devices. It compiles
// programs and moves arrays between host and device.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/mlir_bytecode.h"
#include "platform/registry.h"
#include "runtime/executable.h"
#include "runtime/handle.h"
#include "runtime/plugin.h"

namespace jaxbench::runtime {

// A StableHLO program: MLIR text or (portable, versioned) bytecode.
struct Program {
  std::string code;
  std::string name;  // for error messages, e.g. the file it came from
  // XLA options for this compile only (platform::untimed_program_overrides).
  std::vector<platform::XlaOptionOverride> overrides = {};
  bool is_bytecode() const { return is_mlir_bytecode(code); }
};

class Client {
 public:
  static Client create(std::shared_ptr<Plugin> plugin);
  Client(Client&& other) noexcept = default;
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;
  Client& operator=(Client&&) = delete;

  const Plugin& plugin() const { return *plugin_; }
  std::string platform_name() const;  // cpu, cuda or tpu
  std::string platform_version() const;
  std::vector<Device> devices() const;  // addressable devices
  Device device(size_t index = 0) const;

  // Compiles for one device. Throws PjrtError with the compiler's message.
  Executable compile(const Program& program) const;
  // True when the plugin's table has both PJRT_Executable_Serialize and
  // PJRT_Executable_DeserializeAndLoad (a plugin may still answer
  // UNIMPLEMENTED: the caller treats that as "no").
  bool can_serialize() const;
  // PJRT_Executable_DeserializeAndLoad of Executable::serialize()'s bytes,
  // made by this same plugin build. Throws PjrtError.
  Executable deserialize_and_load(const std::string& serialized) const;
  Buffer to_device(const HostArray& array, const Device& device) const;

 private:
  Client(std::shared_ptr<Plugin> plugin, PJRT_Client* client);
  std::shared_ptr<Plugin> plugin_;
  ClientHandle client_;  // after plugin_: destroyed before the plugin is released
};

}  // namespace jaxbench::runtime
