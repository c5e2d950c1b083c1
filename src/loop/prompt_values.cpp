#include "loop/prompt_values.h"

#include <cstdio>

#include "agent/prompt.h"
#include "core/error.h"
#include "core/files.h"
#include "jobs/reference_profile.h"
#include "platform/hardware.h"
#include "platform/tpu_core_facts.h"
#include "platform/tpu_generations.h"
#include "report/profile_text.h"

namespace jaxbench::loop {

namespace {

std::string number_text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", value);
  return buffer;
}

std::string read_prompt(const std::string& prompts_dir, const std::string& name) {
  std::string path = prompts_dir + "/" + name;
  if (!file_exists(path)) throw Error("prompt template " + path + " is missing; restore it from the checkout");
  return read_file(path);
}

std::string shape_text(const nlohmann::json& value) {
  std::string text = value.value("dtype", std::string("?")) + "[";
  const nlohmann::json shape = value.value("shape", nlohmann::json::array());
  for (size_t i = 0; i < shape.size(); ++i) text += (i ? "," : "") + shape[i].dump();
  return text + "]";
}

std::string shapes(const nlohmann::json& workload) {
  std::string text;
  for (const nlohmann::json& input : workload.value("inputs", nlohmann::json::array())) {
    text += "- input `" + input.value("name", std::string()) + "`: " + shape_text(input) + "\n";
  }
  int index = 0;
  for (const nlohmann::json& output : workload.value("outputs", nlohmann::json::array())) {
    text += "- output " + std::to_string(index++) + ": " + shape_text(output) + "\n";
  }
  return text;
}

std::string tpu_facts(const std::string& target, const std::string& prompts_dir) {
  std::optional<platform::TpuGeneration> generation = platform::find_tpu_generation(target);
  std::optional<platform::TpuCoreFacts> core = platform::tpu_core_facts(target);
  std::optional<platform::ChipSpec> chip = platform::chip_for_target(target);
  if (!generation || !core || !chip) throw Error("--target " + target + ": no chip facts for it");
  std::map<std::string, std::string> values = {{"generation", generation->name},
                                               {"device_kind", generation->device_kind},
                                               {"tensor_cores", std::to_string(core->tensor_cores_per_chip)},
                                               {"vmem_mib", std::to_string(core->vmem_mib)},
                                               {"mxus", std::to_string(core->mxus)},
                                               {"mxu_size", std::to_string(core->mxu_size)},
                                               {"bf16_tflops", number_text(chip->bf16_tflops)},
                                               {"hbm_gib", number_text(chip->hbm_gib)},
                                               {"hbm_tbytes_per_s", number_text(chip->hbm_tbytes_per_s)}};
  return agent::render_template(read_prompt(prompts_dir, "chip_tpu.md"), values, "prompts/chip_tpu.md");
}

std::string host_facts(const PromptContext& context, const std::string& prompts_dir) {
  if (platform::tpu_generation_for_device_kind(context.device_kind)) {
    return tpu_facts(platform::tpu_generation_for_device_kind(context.device_kind)->name, prompts_dir);
  }
  std::string peaks = "Its peak is not known to jaxbench (a CPU's depends on the machine).";
  if (std::optional<platform::ChipSpec> chip = platform::chip_for_device_kind(context.device_kind)) {
    peaks = std::string(chip->name) + ": " + number_text(chip->bf16_tflops) + " TFLOP/s bf16 peak, " +
            number_text(chip->hbm_gib) + " GiB of HBM at " + number_text(chip->hbm_tbytes_per_s) + " TB/s.";
  }
  std::map<std::string, std::string> values = {
      {"device_kind", context.device_kind}, {"platform", context.platform}, {"peaks", peaks}};
  return agent::render_template(read_prompt(prompts_dir, "chip_host.md"), values, "prompts/chip_host.md");
}

}  // namespace

std::map<std::string, std::string> workload_values(const PromptContext& context, const std::string& prompts_dir) {
  const nlohmann::json& workload = context.workload;
  std::string target = context.target.empty() ? context.device_kind : "TPU " + context.target;
  return {{"target", target},
          {"contract", read_prompt(prompts_dir, "contract.md")},
          {"workload_id", workload.value("id", std::string())},
          {"workload_source", workload.value("jax_source", std::string())},
          {"semantics", workload.value("semantics", std::string())},
          {"shapes", shapes(workload)},
          {"chip_facts",
           context.target.empty() ? host_facts(context, prompts_dir) : tpu_facts(context.target, prompts_dir)},
          {"reference_profile", report::reference_profile_text(workload)}};
}

nlohmann::json describe_params(const std::string& workload, const std::string& size, const std::string& target) {
  nlohmann::json params = {{"workload", workload}, {"size", size}};
  if (!target.empty()) params.update({{"target", target}, {"profile", true}});
  return params;
}

namespace {

const Step* find_step(const std::vector<Step>& steps, int64_t number) {
  for (const Step& step : steps) {
    if (step.step == number) return &step;
  }
  return nullptr;
}

std::string best_kernel(const std::vector<Step>& steps, std::optional<int64_t> parent, bool has_target) {
  const Step* step = parent ? find_step(steps, *parent) : nullptr;
  if (step == nullptr || !step->candidate_source) return "(none yet)";
  Standing s = standing(*step, has_target);
  std::string text = s.correct ? "Attempt " + std::to_string(step->step) + " (correct"
                               : "No correct kernel yet. Attempt " + std::to_string(step->step) + " (" + s.status;
  if (s.key) text += ", " + number_text(*s.key) + "x by " + s.key_name;
  text += "):\n\n```python\n" + *step->candidate_source + "\n```\n";
  if (!s.message.empty()) text += "\nIts verdict: " + s.message + "\n";
  // Why it is as fast as it is on the target: the compact profile of its TPU pre-flight.
  std::string profile = report::candidate_profile_text(step->verdict, "");
  if (!profile.empty()) text += "\nIts TPU profile (estimated from the compiled bundles, not measured):\n" + profile;
  return text;
}

std::vector<agent::PastVerdict> past_verdicts(const std::vector<Step>& steps, bool has_target) {
  std::vector<agent::PastVerdict> verdicts;
  for (const Step& step : steps) {
    Standing s = standing(step, has_target);
    if (!s.final) continue;
    verdicts.push_back({static_cast<int>(step.step), s.status, s.message, s.key});
  }
  return verdicts;
}

}  // namespace

agent::ProposalRequest step_request(const std::string& template_text, const std::string& template_name,
                                    std::map<std::string, std::string> values, const std::vector<Step>& steps,
                                    std::optional<int64_t> parent, bool has_target) {
  values["best_kernel"] = best_kernel(steps, parent, has_target);
  values["verdicts"] = agent::format_verdicts(past_verdicts(steps, has_target));
  return agent::render_prompt(template_text, values, template_name);
}

}  // namespace jaxbench::loop
