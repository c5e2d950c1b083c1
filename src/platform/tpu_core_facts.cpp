#include "platform/tpu_core_facts.h"

#include <map>

#include "platform/tpu_generations.h"

namespace jaxbench::platform {

std::optional<TpuCoreFacts> tpu_core_facts(const std::string& generation) {
  // Keyed by the generation's name (tpu_generations.h), so aliases find them.
  static const std::map<std::string, TpuCoreFacts> kFacts = {
      {"v4", {2, 16, 4, 128}},   {"v5e", {1, 128, 4, 128}}, {"v5p", {2, 64, 4, 128}},
      {"v6e", {1, 128, 2, 256}}, {"v7", {2, 64, 2, 256}},
  };
  std::optional<TpuGeneration> found = find_tpu_generation(generation);
  if (!found) return std::nullopt;
  auto entry = kFacts.find(found->name);
  if (entry == kFacts.end()) return std::nullopt;
  return entry->second;
}

}  // namespace jaxbench::platform
