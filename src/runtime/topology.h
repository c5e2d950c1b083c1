// Compiling for a TPU that is not there. libtpu describes a named TPU slice
// (PJRT_TopologyDescription_Create) and compiles for it without a client or a
// device (PJRT_Compile with a null client): the TPU compiler's verdict, its
// memory statistics and its cost analysis, on any x86-64 host.
//
// libtpu reads its environment when it is loaded. With no TPU present it must
// not ask the GCE metadata server for the slice's shape (on a machine that
// answers, each of ~7 keys is retried for ~30 s), nor take the per-host TPU
// lock; `deviceless_tpu_environment` says what to set. Set it only in a
// process that exists to compile (the sandboxed pre-flight worker, see
// preflight/preflight_worker.h), before loading libtpu.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "runtime/client.h"
#include "runtime/executable.h"
#include "runtime/handle.h"
#include "runtime/plugin.h"

namespace jaxbench::runtime {

// What PJRT_TopologyDescription_Create is given for one target.
struct TopologySpec {
  std::string target;  // as the user named it: v6e, v5e, v6e:2x2
  std::string chip;    // the generation's name (platform/tpu_generations.h), the key of its peaks; empty if unknown
  std::string name;    // libtpu's topology name: v6e:1x1, v5p:1x1x1, tpu7x:1x1x1
  int chips = 1;
  std::vector<int64_t> chips_per_host_bounds;  // always given: libtpu 0.0.48 defaults to 2x2x1
  std::string chip_config_name;                // megacore for v4 (one device per chip, as JAX sees it)
  std::string accelerator_type;                // TPU_ACCELERATOR_TYPE for the environment, e.g. v6e-1
  // The device kind libtpu reports for it (TPU v6 lite): what JAX's Pallas
  // TPU lowering must be told when a candidate is exported off-TPU.
  std::string device_kind;
};

// A TPU generation or one of its aliases (platform/tpu_generations.h holds
// them: v4, v5e, v5p, v6e, v7; v5litepod, v7x, tpu7x, …) with a power-of-two
// chip count, or a libtpu topology name with its bounds (v6e:2x2,
// v5p:2x2x1). Throws jaxbench::Error naming the target and the accepted ones.
TopologySpec topology_spec(const std::string& target, int chips = 1);

// The targets `topology_spec` knows, for help texts: v4, v5e, v5p, v6e, v7.
std::string known_tpu_targets();

// Variables libtpu needs to load and compile with no TPU (name, value):
// TPU_SKIP_MDS_QUERY=1, ALLOW_MULTIPLE_LIBTPU_LOAD=1, TPU_ACCELERATOR_TYPE,
// TPU_WORKER_ID=0, TPU_WORKER_HOSTNAMES=localhost, TPU_LOG_DIR=disabled.
std::vector<std::pair<std::string, std::string>> deviceless_tpu_environment(const TopologySpec& spec);
// Sets them in this process, keeping any the user already set. Call before
// the first load of libtpu; it changes this process's environment for good.
void set_deviceless_tpu_environment(const TopologySpec& spec);

// An owned PJRT_TopologyDescription.
class Topology {
 public:
  static Topology create(std::shared_ptr<Plugin> plugin, const TopologySpec& spec);
  static Topology create(std::shared_ptr<Plugin> plugin, const std::string& target, int chips = 1) {
    return create(std::move(plugin), topology_spec(target, chips));
  }
  Topology(Topology&& other) noexcept = default;
  Topology& operator=(Topology&&) = delete;

  const TopologySpec& spec() const { return spec_; }
  const Plugin& plugin() const { return *plugin_; }
  const PJRT_TopologyDescription* get() const { return topology_.get(); }

  std::string platform_name() const;     // tpu
  std::string platform_version() const;  // first line, e.g. TFRT TPU v6 lite
  size_t num_devices() const;
  std::string device_kind() const;  // of the first device: TPU v6 lite
  // PJRT_TopologyDescription_Attributes as text ("device_memory_bytes_limit",
  // "wrap", "twist" from libtpu); empty when the plugin has none.
  std::map<std::string, std::string> attributes() const;
  // HBM the compiler lets one device's program use ("device_memory_bytes_limit").
  std::optional<int64_t> device_memory_limit() const;

 private:
  Topology(std::shared_ptr<Plugin> plugin, TopologySpec spec, PJRT_TopologyDescription* topology)
      : plugin_(std::move(plugin)), spec_(std::move(spec)), topology_(plugin_->api(), topology) {}
  std::shared_ptr<Plugin> plugin_;
  TopologySpec spec_;
  TopologyHandle topology_;  // after plugin_: destroyed before the plugin is released
};

// Compiles `program` for one device of `topology` without a client (nothing
// runs). Throws PjrtError carrying the compiler's own code and message.
CompiledProgram compile_for_topology(const Plugin& plugin, const Topology& topology, const Program& program);

// The version of the pip package that installed `plugin_path`
// (site-packages/<pkg>/<lib>.so next to <pkg>-<version>.dist-info), or "".
std::string installed_package_version(const std::string& plugin_path);

}  // namespace jaxbench::runtime
