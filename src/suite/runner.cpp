#include "suite/runner.h"

#include <chrono>

#include "platform/hardware.h"
#include "suite/suite_program.h"

namespace jaxbench::suite {

RunRecord run_workload(const runtime::Session& session, const Registry& registry, const WorkloadEntry& entry,
                       const std::string& size, const measure::SamplingOptions& sampling, ProgramCache* programs) {
  std::unique_ptr<ProgramCache> own_programs;
  if (!programs) {
    own_programs = std::make_unique<ProgramCache>(session);
    programs = own_programs.get();
  }
  RunRecord record;
  record.workload = entry.id;
  record.size = size;
  record.platform = session.client().platform_name();
  record.device_kind = session.device().kind();
  try {
    Manifest manifest = registry.manifest(entry, size);
    record.v6e_baseline_ms = manifest.v6e_baseline_ms;
    record.bytes_accessed = manifest.bytes_accessed;

    auto start = std::chrono::steady_clock::now();
    const SuiteProgram& inputs_program = programs->get(manifest, "inputs");
    std::vector<runtime::Buffer> inputs = make_inputs(inputs_program, manifest, session, kRunSeedHigh, kRunSeedLow, 0);
    record.input_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    const SuiteProgram& reference = programs->get(manifest, "reference");
    record.compile_ms = reference.compile_seconds() * 1e3;
    record.compile_cached = reference.from_cache();
    auto arguments = pointers(inputs);
    auto set = measure::sample([&] { reference.execute_async(arguments).await(); }, sampling);
    record.timing = measure::summarize(set.ms);
    record.warmups = set.warmups;

    auto cost = reference.executable().program().cost_analysis();
    if (cost.flops() && *cost.flops() > 0) {
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
    if (!reference.executable().outputs().empty()) record.output_shape = reference.executable().outputs().back().shape;
    record.status = "success";
  } catch (const std::exception& error) {
    record.status = "error";
    record.error = error.what();
  }
  return record;
}

}  // namespace jaxbench::suite
