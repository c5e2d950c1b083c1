// Remembers what the TPU compiler said about a trusted suite module, so that
// `eval --target` compiles a workload's reference for a target once, not on
// every evaluation (up to ~30 s at full size). The verdict of a compile is a
// function of the module's bytes, the topology and the libtpu version; the
// key is the SHA-256 of the three. Only compiles, compile_error and oom are
// kept (a timeout depends on the host's load). A cache that cannot be read or
// written is skipped, never an error: it only saves time.
//
// Where: $JAXBENCH_CACHE_DIR, else $XDG_CACHE_HOME/jaxbench, else
// ~/.cache/jaxbench; entries under preflight/.
#pragma once

#include <optional>
#include <string>

#include "preflight/preflight.h"

namespace jaxbench::preflight {

class PreflightCache {
 public:
  // The default folder (see above); nullopt when no folder can be named.
  static std::optional<PreflightCache> open_default();
  explicit PreflightCache(std::string folder) : folder_(std::move(folder)) {}

  // nullopt on a miss, or when `target.libtpu_version` is unknown (a key
  // without the compiler's version could return another compiler's verdict).
  std::optional<PreflightRun> find(const runtime::Program& program, const runtime::TopologySpec& spec,
                                   const std::string& libtpu_version) const;
  void store(const runtime::Program& program, const runtime::TopologySpec& spec, const PreflightRun& run) const;

  const std::string& folder() const { return folder_; }

 private:
  std::string path_for(const runtime::Program& program, const runtime::TopologySpec& spec,
                       const std::string& libtpu_version) const;
  std::string folder_;
};

}  // namespace jaxbench::preflight
