#include "judge/held_out_run.h"

#include <algorithm>
#include <chrono>

#include "core/clock.h"
#include "suite/program_cache.h"

namespace jaxbench::judge {

namespace {

// The held-out shape timed for speedup_retention gets a tenth of what the
// public timing took (it stops early once its interval is tight): a fixed
// slice of the nominal budget cost a workload whose public timing converged
// in 2 s half as much again.
double held_out_budget(const HeldOutRequest& request, const Verdict& verdict) {
  double public_seconds =
      verdict.timing ? std::min(verdict.timing->seconds, request.budget_seconds) : request.budget_seconds;
  return std::clamp(public_seconds * 0.1, 0.25, 2.0);
}

}  // namespace

std::string held_out_not_checked(const HeldOutRequest& request, const suite::Manifest& manifest) {
  if (request.shapes <= 0) return "none asked for (--held-out 0)";
  if (!request.candidate_path.ends_with(".py")) {
    return "an .mlir candidate has a single shape: held-out shapes were not checked (submit the .py source to "
           "have them checked)";
  }
  if (!manifest.shape_family)
    return "the workload's manifest declares no shape family (re-export it with tools/export)";
  return "";
}

HeldOutRun::HeldOutRun(HeldOutRequest request, const suite::Manifest& manifest, std::string platform,
                       candidate::ExportLimits limits, candidate::WarmExporter* exporter, HeldOutPrefetch* prefetch)
    : request_(std::move(request)),
      manifest_(manifest),
      platform_(std::move(platform)),
      limits_(limits),
      exporter_(exporter),
      prefetch_(prefetch) {
  held_out_.asked = request_.shapes;
  held_out_.note = held_out_not_checked(request_, manifest);
}

HeldOutRun::~HeldOutRun() {
  cancelled_ = true;
  if (exports_.valid()) exports_.wait();
}

void HeldOutRun::start(const runtime::Session& session) {
  if (started_ || !held_out_.note.empty()) return;
  programs_ = suite::ProgramCache::open_default(session);
  started_ = true;
  std::vector<suite::DimValues> shapes = choose_shapes();
  if (!exporter_) {
    own_exporter_ = std::make_unique<candidate::WarmExporter>(/*spares=*/false);  // held-out shapes only
    exporter_ = own_exporter_.get();
  }
  exports_ = std::async(std::launch::async, [this, shapes] { return export_all(shapes); });
}

// A batch prepared ahead (its suite programs already in the caches on
// disk), else a fresh draw.
std::vector<suite::DimValues> HeldOutRun::choose_shapes() {
  int count = request_.shapes;
  if (auto batch = prefetch_ ? prefetch_->take(manifest_, platform_, count) : std::nullopt) {
    held_out_.seed = batch->seed;
    held_out_.prepared_ahead = true;
    return batch->shapes;
  }
  held_out_.seed = suite::secret_shape_seed();
  const suite::ShapeFamily& family = *manifest_.shape_family;
  return suite::draw_held_out(family, family.public_values(manifest_.config), count, held_out_.seed);
}

// On the background thread: the suite's programs, then the candidate, at
// each shape; stops early once the verdict no longer needs them.
std::vector<HeldOutRun::ShapeExport> HeldOutRun::export_all(std::vector<suite::DimValues> shapes) {
  std::vector<ShapeExport> out;
  for (auto& dims : shapes) {
    if (cancelled_) break;
    ShapeExport e;
    e.dims = dims;
    auto start = std::chrono::steady_clock::now();
    e.suite = candidate::export_suite_at_shape(manifest_, dims, platform_, limits_, exporter_);
    e.seconds["suite_export"] = seconds_since(start);
    if (e.suite.manifest && !cancelled_) {
      start = std::chrono::steady_clock::now();
      e.candidate =
          candidate::load_candidate(request_.candidate_path, *e.suite.manifest, platform_, limits_, "", exporter_);
      e.seconds["candidate_export"] = seconds_since(start);
    }
    if (e.suite.manifest && e.candidate.ok && !cancelled_) {
      start = std::chrono::steady_clock::now();
      try {  // compiled here, beside the public timing; the evaluation finds them in programs_
        for (const char* name : {"inputs", "reference", "truth"}) programs_->get(*e.suite.manifest, name);
      } catch (const std::exception& error) {
        e.compile_error = std::string("the judge could not prepare the suite's programs: ") + error.what();
      }
      e.seconds["suite_compile"] = seconds_since(start);
    }
    out.push_back(std::move(e));
  }
  return out;
}

HeldOutShape HeldOutRun::judge_shape(const runtime::Session& session, const EvalOptions& options, const ShapeExport& e,
                                     bool timed, double budget_seconds) {
  HeldOutShape shape;
  if (!e.suite.manifest || !e.compile_error.empty()) {
    shape.status = kSuiteError;
    shape.message = e.suite.manifest ? e.compile_error : e.suite.message;
  } else if (!e.candidate.ok) {
    shape.inputs = describe_inputs(*e.suite.manifest);
    shape.status = e.candidate.status;
    shape.message = e.candidate.message;
  } else {
    shape = judge_held_out_shape(session, *e.suite.manifest, e.candidate.module_text, options, timed, budget_seconds);
  }
  shape.dims = e.dims;
  shape.label = suite::shape_label(e.dims);
  if (!shape.phases_s.is_object()) shape.phases_s = nlohmann::json::object();
  for (const auto& [phase, seconds] : e.seconds) shape.phases_s[phase] = seconds;  // on the background thread
  if (auto it = e.candidate.export_info.find("pallas_problems"); it != e.candidate.export_info.end()) {
    shape.pallas_problems = it->get<std::vector<std::string>>();
  }
  return shape;
}

void HeldOutRun::finish(const runtime::Session& session, const EvalOptions& public_options, Verdict& verdict) {
  if (!held_out_.note.empty()) {
    apply_held_out(verdict, held_out_);
    return;
  }
  if (started_) judge_exported(session, public_options, verdict);
  // The next eval's shapes, prepared once this one's timing is over, while
  // its verdict goes out and the caller thinks (nothing when a batch is
  // ready or on its way).
  if (prefetch_) prefetch_->prepare(manifest_, platform_, limits_, session, request_.shapes);
}

void HeldOutRun::judge_exported(const runtime::Session& session, const EvalOptions& public_options, Verdict& verdict) {
  auto start = std::chrono::steady_clock::now();
  std::vector<ShapeExport> exported = exports_.get();
  verdict.phases_s["held_out_export_wait"] = seconds_since(start);
  EvalOptions options = public_options;
  options.programs = programs_.get();
  options.held_out = nullptr;
  bool timed = verdict.timing.has_value();
  for (const auto& e : exported) {
    // One shape is timed: the first, unless the candidate already failed at one.
    timed = timed && held_out_.timed_shape.empty() && !held_out_.first_failure();
    HeldOutShape shape = judge_shape(session, options, e, timed, held_out_budget(request_, verdict));
    if (shape.speedup && verdict.timing && verdict.timing->interval.speedup > 0) {
      held_out_.timed_shape = shape.label;
      held_out_.speedup_retention = *shape.speedup / verdict.timing->interval.speedup;
    }
    held_out_.shapes.push_back(std::move(shape));
  }
  held_out_.checked =
      std::any_of(held_out_.shapes.begin(), held_out_.shapes.end(), [](const HeldOutShape& s) { return s.checked(); });
  if (held_out_.shapes.empty()) held_out_.note = "the shape family admits no held-out shape";
  held_out_.seconds = seconds_since(start);
  apply_held_out(verdict, std::move(held_out_));
}

}  // namespace jaxbench::judge
