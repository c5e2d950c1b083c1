// The printers of the judge's verdict: the JSON of docs/verdict.md (schema
// jaxbench.verdict/2, JAXBench's evaluate --json fields beside ours) and a
// few lines of text for a terminal or an LLM prompt.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "judge/verdict.h"

namespace jaxbench::report {

// /2: JAXBench's speedups, pallas_reference, tpu, config and error at the
// top level, its performance dicts in baseline and kernel (docs/verdict.md).
inline constexpr const char* kVerdictSchema = "jaxbench.verdict/2";

nlohmann::json verdict_json(const judge::Verdict& verdict);
// What the results store keeps beside a verdict and its JSON does not carry:
// {"plugin_path", "platform_version", "jax_version", "module_sha256"}.
nlohmann::json record_facts(const judge::Verdict& verdict);
std::string verdict_text(const judge::Verdict& verdict);

}  // namespace jaxbench::report
