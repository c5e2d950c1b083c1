#include "suite/program_cache.h"

#include <chrono>
#include <iostream>

#include "core/clock.h"
#include "runtime/pjrt_error.h"

namespace jaxbench::suite {

ProgramCache::ProgramCache(const runtime::Session& session) : session_(&session), disk_state_("off: memory only") {}

ProgramCache::ProgramCache(const runtime::Session& session, const std::string& folder) : session_(&session) {
  if (!session.client().can_serialize()) {
    disk_state_ = "off: the plugin does not serialize executables";
    return;
  }
  store_.emplace(folder, ExecutableStore::identity_of(session));
  disk_state_ = "on";
}

std::unique_ptr<ProgramCache> ProgramCache::open_default(const runtime::Session& session) {
  if (auto folder = ExecutableStore::default_folder()) return std::make_unique<ProgramCache>(session, *folder);
  auto cache = std::make_unique<ProgramCache>(session);
  cache->disk_state_ = "off: no cache folder (set JAXBENCH_CACHE_DIR or HOME)";
  return cache;
}

const SuiteProgram& ProgramCache::get(const Manifest& manifest, const std::string& name) {
  return get_source(manifest.id + "/" + manifest.size + "/" + name,
                    [&] { return SuiteProgram::source(*session_, manifest, name); });
}

const SuiteProgram& ProgramCache::inputs(const Manifest& manifest, int mode) {
  return get_source(manifest.id + "/" + manifest.size + "/inputs@" + std::to_string(mode),
                    [&] { return SuiteProgram::inputs_source(*session_, manifest, mode); });
}

const SuiteProgram& ProgramCache::get_source(const std::string& key, const std::function<ProgramSource()>& make) {
  if (auto found = programs_.find(key); found != programs_.end()) {
    ++counters_.memory_hits;
    return found->second;
  }
  ProgramSource source = make();
  std::optional<SuiteProgram> program = load_from_disk(source);
  if (!program) {
    program.emplace(SuiteProgram::compile(*session_, source));
    ++counters_.compiled;
    save_to_disk(source, *program);
  }
  return programs_.emplace(key, std::move(*program)).first->second;
}

std::optional<SuiteProgram> ProgramCache::load_from_disk(const ProgramSource& source) {
  if (!store_) return std::nullopt;
  auto start = std::chrono::steady_clock::now();
  bool rejected = false;
  std::optional<std::string> serialized = store_->find(source.store_key(), &rejected);
  if (rejected) ++counters_.disk_rejected;
  if (!serialized) return std::nullopt;
  try {
    runtime::Executable executable = session_->client().deserialize_and_load(*serialized);
    double seconds = seconds_since(start);
    ++counters_.disk_loads;
    return SuiteProgram::adopt(*session_, std::move(executable), source, seconds);
  } catch (const std::exception& error) {
    // A stale entry (another build of the plugin behind the same identity):
    // the compile that follows rewrites it.
    cache_note(store_->path_for(source.store_key()), std::string("the plugin could not load it: ") + error.what());
    ++counters_.disk_rejected;
    return std::nullopt;
  }
}

void ProgramCache::save_to_disk(const ProgramSource& source, const SuiteProgram& program) {
  if (!store_) return;
  try {
    if (store_->store(source.store_key(), program.executable().serialize())) ++counters_.disk_writes;
  } catch (const PjrtError& error) {
    // The table has the function but this plugin does not implement it.
    disk_state_ = std::string("off: ") + error.what();
    store_.reset();
  }
}

nlohmann::json ProgramCache::status() const {
  return {{"programs", programs_.size()},
          {"compiled", counters_.compiled},
          {"memory_hits", counters_.memory_hits},
          {"disk_loads", counters_.disk_loads},
          {"disk_writes", counters_.disk_writes},
          {"disk_rejected", counters_.disk_rejected},
          {"disk", disk_state_},
          {"folder", store_ ? nlohmann::json(store_->folder()) : nlohmann::json(nullptr)}};
}

}  // namespace jaxbench::suite
