#include "suite/runner.h"

#include <algorithm>
#include <chrono>

#include "core/error.h"
#include "platform/hardware.h"
#include "suite/suite_program.h"

namespace jaxbench::suite {

std::string variant_program(const std::string& variant) { return variant == "optimized" ? "pallas_tpu" : "reference"; }

namespace {

// Throws when the variant's program cannot run on `platform`, naming the fix.
void check_variant_runs(const Manifest& manifest, const std::string& variant, const std::string& platform) {
  if (variant == "baseline") return;
  if (!has_variant(manifest, variant))
    throw Error(manifest.id + " has no " + variant + " variant (no pallas_tpu export)");
  if (variant_runs_on(manifest, variant, platform)) return;
  throw Error("the " + variant + " variant of " + manifest.id + " (its pallas_tpu kernel) runs on a TPU only, not " +
              platform + ": run on a TPU host, or estimate it with jaxbench preflight --target v6e --workload " +
              manifest.id);
}

void count_flops(RunRecord& record, const SuiteProgram& program, const Manifest& manifest, const std::string& variant) {
  // A Pallas kernel is one custom call to the cost analysis: its FLOPs are the workload's.
  auto cost = program.executable().program().cost_analysis();
  if (variant == "baseline" && cost.flops() && *cost.flops() > 0) {
    record.flops = static_cast<int64_t>(*cost.flops());
    record.flops_source = "pjrt_cost_analysis";
  } else {
    record.flops = manifest.flops;
    record.flops_source = "manifest";
  }
  record.tflops = record.timing.median > 0 ? record.flops / (record.timing.median * 1e-3) / 1e12 : 0;
  if (auto chip = platform::chip_for_device_kind(record.device_kind)) {
    record.peak_tflops = chip->bf16_tflops;
    record.utilization_pct = 100.0 * record.tflops / chip->bf16_tflops;
  }
}

}  // namespace

std::vector<std::string> variant_platforms(const Manifest& manifest, const std::string& variant) {
  std::string program = variant_program(variant);
  for (const char* suffix : {".mlirbc", ".mlir"}) {
    if (manifest.has_artifact(program + suffix)) return manifest.artifacts.at(program + suffix).platforms;
  }
  return {};
}

bool has_variant(const Manifest& manifest, const std::string& variant) {
  return variant == "baseline" || !variant_platforms(manifest, variant).empty();
}

bool variant_runs_on(const Manifest& manifest, const std::string& variant, const std::string& platform) {
  if (variant == "baseline") return true;
  std::vector<std::string> platforms = variant_platforms(manifest, variant);
  return std::find(platforms.begin(), platforms.end(), platform) != platforms.end();
}

RunRecord run_workload(const runtime::Session& session, const Registry& registry, const WorkloadEntry& entry,
                       const std::string& size, const measure::SamplingOptions& sampling, ProgramCache* programs,
                       const std::string& variant) {
  std::unique_ptr<ProgramCache> own_programs;
  if (!programs) {
    own_programs = std::make_unique<ProgramCache>(session);
    programs = own_programs.get();
  }
  RunRecord record;
  record.workload = entry.id;
  record.tier = tier_name(entry.tier);
  record.variant = variant;
  record.size = size;
  record.platform = session.client().platform_name();
  record.device_kind = session.device().kind();
  auto chip = platform::chip_for_device_kind(record.device_kind);
  record.chip = chip ? chip->name : record.device_kind;
  try {
    Manifest manifest = registry.manifest(entry, size);
    record.v6e_baseline_ms = manifest.v6e_baseline_ms;
    record.bytes_accessed = manifest.bytes_accessed;
    if (manifest.config.is_object()) {
      for (const auto& [key, value] : manifest.config.items()) {
        if (value.is_primitive() && !value.is_null()) record.config[key] = value;  // JAXBench keeps scalars
      }
    }
    for (const auto& input : manifest.inputs) record.input_shapes.push_back(input.shape);
    check_variant_runs(manifest, variant, record.platform);

    auto start = std::chrono::steady_clock::now();
    // A run draws mode 0 only: its program compiles and loads that branch alone.
    const SuiteProgram& inputs_program = programs->inputs(manifest, 0);
    std::vector<runtime::Buffer> inputs = make_inputs(inputs_program, manifest, session, kRunSeedHigh, kRunSeedLow, 0);
    record.input_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    const SuiteProgram& program = programs->get(manifest, variant_program(variant));
    record.compile_ms = program.compile_seconds() * 1e3;
    record.compile_cached = program.from_cache();
    auto arguments = pointers(inputs);
    auto set = measure::sample([&] { program.execute_async(arguments).await(); }, sampling);
    record.timing = measure::summarize(set.ms);
    record.warmups = set.warmups;
    count_flops(record, program, manifest, variant);
    if (!program.executable().outputs().empty()) record.output_shape = program.executable().outputs().back().shape;
    record.status = "success";
  } catch (const std::exception& error) {
    record.status = "error";
    record.error = error.what();
  }
  return record;
}

}  // namespace jaxbench::suite
