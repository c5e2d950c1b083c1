// The held-out shapes of one eval job (judge/held_out.h). start() runs once
// the candidate is correct at the public shape (after its public export, so
// the candidate was exported before the shapes existed): it takes a batch a
// warm judge prepared ahead (judge/held_out_prefetch.h), else draws them with a
// fresh secret seed, and exports the suite's programs (cached by shape) and
// the candidate at each on a background thread, in the sandboxed exporter
// (the warm judge's, or a zygote of its own), and compiles the suite's
// programs there, all beside the public timing (nothing runs on the device
// until it is done).
// finish() then judges the candidate at each shape, fills the verdict, and
// has the prefetch prepare the next eval's shapes.
// The shapes are never printed before the verdict.
#pragma once

#include <atomic>
#include <future>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "candidate/candidate_source.h"
#include "candidate/held_out_export.h"
#include "candidate/warm_exporter.h"
#include "judge/evaluate_module.h"
#include "judge/held_out.h"
#include "judge/held_out_prefetch.h"
#include "suite/program_cache.h"

namespace jaxbench::judge {

// What the held-out shapes of one eval are asked: how many, the candidate's
// file (exported again at each), and the public timing's budget (a tenth of
// what it took times one shape).
struct HeldOutRequest {
  int shapes = 0;
  std::string candidate_path;
  double budget_seconds = 0;
};

class HeldOutRun {
 public:
  // `exporter`: the warm judge's (null: one of its own, started in start()).
  // `prefetch`: the warm judge's shapes prepared ahead (null: none, draw fresh).
  HeldOutRun(HeldOutRequest request, const suite::Manifest& manifest, std::string platform,
             candidate::ExportLimits limits, candidate::WarmExporter* exporter, HeldOutPrefetch* prefetch = nullptr);
  ~HeldOutRun();  // waits for exports still running (at most the one in flight)
  HeldOutRun(const HeldOutRun&) = delete;
  HeldOutRun& operator=(const HeldOutRun&) = delete;

  void start(const runtime::Session& session);
  // Judges the exported shapes and fills verdict.held_out (apply_held_out);
  // `options` are the public evaluation's. Nothing when start() never ran
  // (the candidate was not correct at the public shape) and no reason not to
  // check applies.
  void finish(const runtime::Session& session, const EvalOptions& options, Verdict& verdict);

 private:
  struct ShapeExport {
    suite::DimValues dims;
    candidate::SuiteAtShape suite;
    candidate::CandidateSource candidate;
    std::string compile_error;              // the suite's programs failed to compile there (ours)
    std::map<std::string, double> seconds;  // suite_export, candidate_export, suite_compile
  };
  std::vector<suite::DimValues> choose_shapes();
  std::vector<ShapeExport> export_all(std::vector<suite::DimValues> shapes);
  void judge_exported(const runtime::Session& session, const EvalOptions& public_options, Verdict& verdict);
  HeldOutShape judge_shape(const runtime::Session& session, const EvalOptions& options, const ShapeExport& exported,
                           bool timed, double budget_seconds);

  HeldOutRequest request_;
  const suite::Manifest& manifest_;
  std::string platform_;
  candidate::ExportLimits limits_;
  candidate::WarmExporter* exporter_;
  std::unique_ptr<candidate::WarmExporter> own_exporter_;
  HeldOutPrefetch* prefetch_;
  // The held-out shapes' suite programs: fresh shapes each time, so a cache of
  // this job's (their executables on disk, where a repeated shape finds them).
  std::unique_ptr<suite::ProgramCache> programs_;
  HeldOut held_out_;
  bool started_ = false;
  std::atomic<bool> cancelled_{false};
  std::future<std::vector<ShapeExport>> exports_;
};

// Why held-out shapes cannot be checked for this request and workload
// ("" when they can): none asked for, an .mlir candidate, no shape family.
std::string held_out_not_checked(const HeldOutRequest& request, const suite::Manifest& manifest);

}  // namespace jaxbench::judge
