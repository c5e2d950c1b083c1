// Compiled programs. `CompiledProgram` owns a PJRT_Executable (what the
// compiler produced: output types, cost analysis, memory statistics); it is
// all a compile-only (deviceless) compilation yields. `Executable` owns a
// PJRT_LoadedExecutable, which can also run on a device.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "runtime/buffer.h"
#include "runtime/device.h"
#include "runtime/handle.h"

namespace jaxbench::runtime {

struct TensorSpec {
  DType dtype;
  Shape shape;
  std::string describe() const;
  bool operator==(const TensorSpec& other) const { return dtype == other.dtype && shape == other.shape; }
};

// Named values from PJRT_Executable_GetCostAnalysis ("flops",
// "bytes accessed", "transcendentals", …; the set varies by plugin).
struct CostAnalysis {
  std::map<std::string, double> values;
  std::optional<double> get(const std::string& key) const;
  std::optional<double> flops() const { return get("flops"); }
  std::optional<double> bytes_accessed() const { return get("bytes accessed"); }
};

struct MemoryStats {
  int64_t generated_code_bytes = 0;
  int64_t argument_bytes = 0;
  int64_t output_bytes = 0;
  int64_t alias_bytes = 0;
  int64_t temp_bytes = 0;
  int64_t peak_bytes = 0;  // 0 when the plugin does not report it
  int64_t host_temp_bytes = 0;
  // Device memory the program needs: arguments + outputs - aliased + temporaries.
  int64_t total_device_bytes() const { return argument_bytes + output_bytes - alias_bytes + temp_bytes; }
};

class CompiledProgram {
 public:
  CompiledProgram(Api api, PJRT_Executable* executable) : executable_(api, executable) {}
  CompiledProgram(CompiledProgram&& other) noexcept = default;
  CompiledProgram& operator=(CompiledProgram&&) = delete;

  std::vector<TensorSpec> outputs() const;
  CostAnalysis cost_analysis() const;  // empty when the plugin reports none
  std::optional<MemoryStats> memory_stats() const;
  // PJRT_Executable_Serialize: bytes that Client::deserialize_and_load turns
  // back into this executable (same plugin build only). Throws PjrtError,
  // UNIMPLEMENTED when the plugin lacks it.
  std::string serialize() const;

 private:
  const Api& api() const { return executable_.api(); }
  ExecutableHandle executable_;
};

// One execution in flight: its outputs exist at once, their contents when
// `done` completes.
struct Execution {
  std::vector<Buffer> outputs;
  Event done;
  // Waits for completion (the event, or every output when the plugin gave
  // no event); throws PjrtError if the execution failed.
  void await() const;
};

class Executable {
 public:
  Executable(Api api, PJRT_LoadedExecutable* executable);
  Executable(Executable&& other) noexcept = default;
  Executable& operator=(Executable&&) = delete;

  const std::vector<TensorSpec>& outputs() const { return outputs_; }
  CompiledProgram program() const;  // PJRT_LoadedExecutable_GetExecutable
  std::string serialize() const { return program().serialize(); }

  // Starts one execution on `device`; returns without waiting.
  Execution execute_async(const std::vector<const Buffer*>& arguments, const Device& device) const;
  // Runs and waits.
  std::vector<Buffer> execute(const std::vector<const Buffer*>& arguments, const Device& device) const;

 private:
  const Api& api() const { return executable_.api(); }
  LoadedExecutableHandle executable_;  // before outputs_, which are read from it
  std::vector<TensorSpec> outputs_;
};

}  // namespace jaxbench::runtime
