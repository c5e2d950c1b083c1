// What fills a prompt template (prompts/refine.md): the workload as serve's
// describe tells it, the chip's facts (prompts/chip_tpu.md or chip_host.md,
// from the platform registry), the candidate contract (prompts/contract.md),
// the best kernel so far and the last verdicts. Templates are read from the
// checkout at run time, so editing them needs no rebuild.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "agent/proposer.h"
#include "loop/standing.h"

namespace jaxbench::loop {

struct PromptContext {
  nlohmann::json workload;            // serve's describe result
  std::string target;                 // a TPU generation, or "" (the local device)
  std::string device_kind, platform;  // of the local device, for a run without a target
};

// serve's describe params for a workload's prompts: with a target, the
// reference's TPU profile too (its "profile"), for reference_profile below.
nlohmann::json describe_params(const std::string& workload, const std::string& size, const std::string& target);

// The placeholders that do not depend on the steps: target, contract,
// workload_id, workload_source, shapes, semantics, chip_facts, and
// reference_profile (the reference's TPU profile on the target; "" without one).
std::map<std::string, std::string> workload_values(const PromptContext& context, const std::string& prompts_dir);

// The request for a step refining `parent` (nullopt: a fresh start), given the
// workload's steps so far: fills best_kernel and verdicts.
agent::ProposalRequest step_request(const std::string& template_text, const std::string& template_name,
                                    std::map<std::string, std::string> values, const std::vector<Step>& steps,
                                    std::optional<int64_t> parent, bool has_target);

}  // namespace jaxbench::loop
