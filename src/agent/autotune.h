// The autotuner's search space: a candidate template declares
//   TUNABLES = {"block_rows": [8, 16, 32], "passes": [1, 2]}
// and reads its setting through workloads/jaxbench_tuning.py (`tuned`). This
// file reads that declaration, chooses which settings to judge (every one
// for a small space, a reproducible random sample for a large one) and
// writes one candidate file per setting. The loop (`--proposer autotune`)
// judges them; nothing here runs Python.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace jaxbench::agent {

// One tunable axis as the template declares it: its name and its values, in order.
struct TunableAxis {
  std::string name;
  std::vector<nlohmann::json> values;
};

// The template's `TUNABLES = {...}`: a literal dict with double-quoted
// names and non-empty lists of ints, floats, strings or bools (True, False,
// None as Python spells them; `#` comments and trailing commas allowed).
// Throws jaxbench::Error naming `template_name`, what is wrong and the fix.
std::vector<TunableAxis> read_tunables(const std::string& template_source, const std::string& template_name);

// The number of settings (the product of the axes' lengths), saturating at
// UINT64_MAX.
uint64_t space_size(const std::vector<TunableAxis>& axes);

// The settings to judge, each a JSON object {name: value}: every setting in
// grid order (first axis slowest) when space_size <= budget; otherwise
// `budget` distinct settings drawn with std::mt19937_64(seed). `how` (out)
// says "grid" or "random".
std::vector<nlohmann::json> choose_settings(const std::vector<TunableAxis>& axes, uint64_t budget, uint64_t seed,
                                            std::string* how = nullptr);

// The candidate file for one setting: the template with a first line
// `JAXBENCH_SETTING = {...}` (a Python literal) that `tuned` reads, so the
// file alone reproduces the setting. A line of that form already there (a
// rendered file rendered again) is replaced.
std::string render_setting(const std::string& template_source, const nlohmann::json& setting);

// The setting a rendered file carries (its JAXBENCH_SETTING line), or
// nullopt for a file without one.
std::optional<nlohmann::json> rendered_setting(const std::string& candidate_source);

// The PATH of the template shipped for a workload,
// `project_root`/examples/templates/<id>.py, where <id> is the full id or a
// prefix that names exactly one template ("12p"); nullopt when none ships.
std::optional<std::string> template_for(const std::string& project_root, const std::string& workload_id);

}  // namespace jaxbench::agent
