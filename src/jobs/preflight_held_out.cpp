// The TPU pre-flight's held-out shape (jobs/preflight_candidate.h): once the
// candidate compiles for the target at the pre-flight's size, it is exported
// again at one shape drawn from the workload's shape family with a secret
// seed and compiled for the target there. A kernel whose blocks fit only the
// shapes it was tuned for fails here, on the TPU compiler's terms.
#include "candidate/candidate_source.h"
#include "candidate/held_out_export.h"
#include "candidate/static_checks.h"
#include "jobs/preflight_candidate.h"
#include "judge/evaluate_module.h"
#include "judge/held_out.h"
#include "platform/registry.h"

namespace jaxbench::jobs {

namespace {

// The candidate at `shape`, exported and checked; its compile when both pass.
preflight::PreflightResult compile_at(const std::string& candidate_path, const suite::Manifest& shape,
                                      const CandidatePreflightOptions& options, const std::string& label) {
  preflight::PreflightResult row;
  row.label = label;
  row.path = candidate_path;
  candidate::CandidateSource source = candidate::load_candidate(
      candidate_path, shape, platform::tpu_plugin_name(), options.export_limits, options.compile.topology.device_kind);
  if (!source.ok) {
    row.status = source.status == kRejected ? kRejected : kExportError;
    row.message = source.message;
    return row;
  }
  candidate::StaticCheckResult checks =
      candidate::check_candidate_module(source.module_text, judge::reference_signature(shape));
  if (!checks.ok) {
    row.status = kRejected;
    row.message = checks.message;
    return row;
  }
  preflight::PreflightModule module;
  module.label = label;
  module.path = candidate_path;
  module.program = runtime::Program{source.module_text, candidate_path};
  return preflight::preflight_isolated(options.compile, module).result;
}

}  // namespace

void preflight_held_out_shape(const std::string& candidate_path, const suite::Manifest& manifest,
                              const CandidatePreflightOptions& options, CandidatePreflight& p) {
  if (!p.ok() || !options.held_out || !candidate_path.ends_with(".py") || !manifest.shape_family) return;
  const suite::ShapeFamily& family = *manifest.shape_family;
  std::vector<suite::DimValues> shapes =
      suite::draw_held_out(family, family.public_values(manifest.config), 1, suite::secret_shape_seed());
  if (shapes.empty()) return;
  HeldOutPreflight held;
  held.shape = suite::shape_label(shapes.front());
  candidate::SuiteAtShape specs = candidate::export_suite_at_shape(
      manifest, shapes.front(), platform::tpu_plugin_name(), options.export_limits, nullptr, true);
  if (!specs.manifest) {
    held.status = judge::kSuiteError;  // ours: the candidate keeps its pre-flight
    held.message = specs.message;
    p.held_out = held;
    return;
  }
  preflight::PreflightResult row =
      compile_at(candidate_path, *specs.manifest, options, manifest.id + "/" + held.shape + "/candidate");
  held.status = row.status;
  held.message = row.message;
  held.inputs = judge::describe_inputs(*specs.manifest);
  p.held_out = held;
  if (row.status != kCompiles) {
    p.status = row.status;
    p.message = std::string(judge::kHeldOutShapeReason) + " " + held.shape + " (" + held.inputs +
                "): compiles at the " + manifest.size + " size but not here: " + row.message;
  }
}

}  // namespace jaxbench::jobs
