// A suite program (inputs, reference, truth, pallas_tpu) compiled for the
// session's platform. A multi-platform export's main takes a leading s32
// platform index (its platform's position in the export's list). Fed as a
// runtime argument, the per-platform branches survive compilation, block
// fusion and change the numbers; so before compiling we fix the index as a
// constant in the text (as jax.jit would see it), and callers pass only the
// workload's own arguments. An inputs program takes (seed, mode) and holds
// every mode's branch; where a caller needs one mode (`run` draws mode 0
// only) the mode is fixed the same way, and XLA compiles that branch alone.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "platform/registry.h"
#include "runtime/session.h"
#include "suite/manifest.h"

namespace jaxbench::suite {

// What a suite program compiles from: the verified module, specialised to
// the session's platform.
struct ProgramSource {
  std::string code;
  std::string file;         // the artifact's name, e.g. reference.cpu.mlir
  std::string path;         // for error messages
  std::optional<int> mode;  // an inputs program specialised to this mode
  // What it compiles with beside the defaults: the platform's overrides for
  // an untimed program (inputs, truth), none for the timed ones.
  std::vector<platform::XlaOptionOverride> overrides;
  // Its key in the compiled-program store: the code, and the overrides.
  std::string store_key() const;
};

class SuiteProgram {
 public:
  // Loads `<name>.mlirbc` (portable bytecode) or else `<name>.mlir`,
  // verifies its sha256, checks the platform, compiles. Throws a one-line
  // error naming the artifact when it cannot run here.
  static SuiteProgram load(const runtime::Session& session, const Manifest& manifest, const std::string& name);
  // The first half of load: the module that would be compiled.
  static ProgramSource source(const runtime::Session& session, const Manifest& manifest, const std::string& name);
  // The inputs program with its mode fixed to `mode` (main then takes only
  // the seed). A suite exported as bytecode only keeps the mode argument.
  static ProgramSource inputs_source(const runtime::Session& session, const Manifest& manifest, int mode);
  static SuiteProgram compile(const runtime::Session& session, const ProgramSource& source);
  // An executable the compiled-program cache loaded for `source` in `seconds`.
  static SuiteProgram adopt(const runtime::Session& session, runtime::Executable executable,
                            const ProgramSource& source, double seconds);

  const runtime::Executable& executable() const { return executable_; }
  const std::string& file() const { return file_; }
  // Compiling it, or loading it when it came from the disk cache.
  double compile_seconds() const { return compile_seconds_; }
  bool from_cache() const { return from_cache_; }
  // The one mode an inputs program makes, when it was specialised to it.
  std::optional<int> mode() const { return mode_; }

  runtime::Execution execute_async(const std::vector<const runtime::Buffer*>& arguments) const;
  std::vector<runtime::Buffer> execute(const std::vector<const runtime::Buffer*>& arguments) const;

  // The executable's compiled memory statistics, asked of the plugin once
  // (thread-safe): the CPU plugin took 6-25 ms for an inputs program's, on
  // every evaluation that bounds its run-time memory by them.
  std::optional<runtime::MemoryStats> memory_stats() const;

 private:
  struct StatsOnce {
    std::once_flag once;
    std::optional<runtime::MemoryStats> stats;
  };
  SuiteProgram(const runtime::Session& session, runtime::Executable executable, const ProgramSource& source)
      : session_(&session), executable_(std::move(executable)), file_(source.file), mode_(source.mode) {}
  const runtime::Session* session_;
  runtime::Executable executable_;
  std::shared_ptr<StatsOnce> stats_ = std::make_shared<StatsOnce>();  // shared: a SuiteProgram moves
  std::string file_;
  std::optional<int> mode_;
  double compile_seconds_ = 0;
  bool from_cache_ = false;
};

// `text` with main's platform-index argument replaced by the constant
// `index`: on main's signature line the declaration
// `%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, ` is
// removed and `%arg0 = stablehlo.constant dense<index> : tensor<i32>` opens
// the body. Throws when the module is not in that form.
std::string specialise_platform(const std::string& text, int index, const std::string& what);

// `text` with main's last argument, an inputs program's mode
// `%argN: tensor<i32>`, replaced by the constant `mode` the same way.
// Throws when main's last argument is not a plain s32 scalar.
std::string specialise_mode(const std::string& text, int mode, const std::string& what);

// The position of `platform` in `platforms`, or a clear error.
int platform_index(const std::vector<std::string>& platforms, const std::string& platform, const std::string& what);

// Runs inputs.mlir with (seed, mode) on the device and returns the
// workload's inputs, checked against the manifest's input specs. A program
// specialised to one mode takes the seed alone and makes only that mode.
std::vector<runtime::Buffer> make_inputs(const SuiteProgram& inputs_program, const Manifest& manifest,
                                         const runtime::Session& session, uint32_t seed_high, uint32_t seed_low,
                                         int mode);

// Host copies of buffers.
std::vector<HostArray> to_host(const std::vector<runtime::Buffer>& buffers);
std::vector<const runtime::Buffer*> pointers(const std::vector<runtime::Buffer>& buffers);

}  // namespace jaxbench::suite
