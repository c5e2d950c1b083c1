#include "preflight/preflight_cache.h"

#include "core/files.h"
#include "core/sha256.h"
#include "core/status.h"
#include "core/user_dirs.h"

namespace jaxbench::preflight {

std::optional<PreflightCache> PreflightCache::open_default() {
  if (auto folder = user_cache_dir()) return PreflightCache(*folder);
  return std::nullopt;
}

std::string PreflightCache::path_for(const runtime::Program& program, const runtime::TopologySpec& spec,
                                     const std::string& libtpu_version) const {
  // The topology's name carries the chip and the slice; the target as typed
  // (v6e or v6e:1x1) does not change what is compiled.
  std::string key = sha256_hex(program.code) + "\n" + spec.name + "\n" + spec.chip_config_name + "\n" + libtpu_version +
                    "\n" + kTpuEstimateFormat + kTpuProfileFormat;
  return folder_ + "/preflight/" + sha256_hex(key) + ".json";
}

std::optional<PreflightRun> PreflightCache::find(const runtime::Program& program, const runtime::TopologySpec& spec,
                                                 const std::string& libtpu_version) const {
  if (libtpu_version.empty()) return std::nullopt;
  std::string path = path_for(program, spec, libtpu_version);
  if (!file_exists(path)) return std::nullopt;
  try {
    nlohmann::json entry = nlohmann::json::parse(read_file(path));
    PreflightRun run;
    run.target = PreflightTarget::from_json(entry.at("target"));
    run.result = PreflightResult::from_wire(entry.at("result"));
    if (run.target.libtpu_version != libtpu_version || run.target.topology != spec.name) return std::nullopt;
    return run;
  } catch (const std::exception&) {
    return std::nullopt;  // unreadable or from another jaxbench: compile again
  }
}

void PreflightCache::store(const runtime::Program& program, const runtime::TopologySpec& spec,
                           const PreflightRun& run) const {
  const std::string& status = run.result.status;
  if (status != kCompiles && status != kCompileError && status != kOom) return;
  if (run.target.libtpu_version.empty()) return;
  try {
    make_directories(folder_ + "/preflight");
    nlohmann::json entry = {{"target", run.target.to_json()}, {"result", run.result.to_wire()}};
    write_file_atomic(path_for(program, spec, run.target.libtpu_version), entry.dump());
  } catch (const std::exception&) {
    // Read-only or full disk: the next evaluation compiles again.
  }
}

}  // namespace jaxbench::preflight
