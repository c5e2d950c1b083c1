// The verdict as JSON, docs/verdict.md's schema jaxbench.verdict/2 (JAXBench's
// evaluate --json fields beside ours): the judge's wire form, which serve
// answers, the results store keeps and every printer reads.
#pragma once

#include <nlohmann/json.hpp>

#include "judge/verdict.h"

namespace jaxbench::judge {

// /2: JAXBench's speedups, pallas_reference, tpu, config and error at the
// top level, its performance dicts in baseline and kernel (docs/verdict.md).
inline constexpr const char* kVerdictSchema = "jaxbench.verdict/2";

nlohmann::json verdict_json(const Verdict& verdict);
// What the results store keeps beside a verdict and its JSON does not carry:
// {"plugin_path", "platform_version", "jax_version", "module_sha256",
// "candidate_source" (the text the judge exported or checked)}.
nlohmann::json record_facts(const Verdict& verdict);

}  // namespace jaxbench::judge
