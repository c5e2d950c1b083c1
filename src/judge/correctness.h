// The correctness policy (DESIGN §4). For each output, the candidate's error
// against `truth` (f32 math, highest precision) must stay within k times the
// reference's own error against truth, or a per-dtype floor:
//
//   e_cand <= max(k * e_ref, floor(dtype))      for both error measures
//
// Errors are measured per output as max-abs and RMS of (x - truth), divided
// by the spread (standard deviation) of truth, so an output with a large
// common offset (a row sum near 4096) is judged on its variation, not its
// offset. Also: shapes and dtypes equal, no NaN/Inf where truth has none,
// and no (near-)constant output where truth (and the reference) vary.
#pragma once

#include <string>
#include <vector>

#include "core/host_array.h"

namespace jaxbench::judge {

struct CorrectnessPolicy {
  // k: how much worse than the reference a candidate may be. The reference's
  // error is itself a sample; a faithful rewrite that reassociates sums or
  // accumulates in another order lands within ~2x of it. 4x (RMS) and 8x
  // (max, a noisier statistic) leave room for that and still catch a
  // missing scale, a dropped bias or a bf16-accumulated long reduction.
  double k_rms = 4.0;
  double k_max = 8.0;
  // A near-constant output: its spread is below this share of truth's.
  double constant_ratio = 1e-3;
};

// Floors: errors below these always pass, whatever the reference achieved
// (a reference can be exact by luck on some outputs). In units of truth's
// spread; set a few times the rounding error of one element of that dtype.
struct Floors {
  double rms;
  double max;
};
Floors floors_for(DType dtype);

struct ErrorStats {
  double max_abs = 0;     // max |x - truth|
  double rms = 0;         // RMS of (x - truth)
  double max_scaled = 0;  // max_abs / scale
  double rms_scaled = 0;  // rms / scale
  int64_t worst_index = -1;
  double worst_value = 0, worst_truth = 0;
  int64_t nonfinite = 0;  // NaN/Inf where truth is finite
};

// The spread of truth used to scale errors: its standard deviation, or its
// RMS when constant, or 1 when all zero.
double error_scale(const HostArray& truth);
ErrorStats compare_to_truth(const HostArray& value, const HostArray& truth);
double spread(const HostArray& array);  // standard deviation over finite elements

struct OutputCheck {
  bool ok = true;
  std::string reason;  // one line, empty when ok
  ErrorStats candidate, reference;
  double allowed_rms = 0, allowed_max = 0;  // scaled thresholds applied
  std::vector<int64_t> worst_coords;
  double max_diff_vs_reference = 0;  // max |candidate - reference|; inf where either is NaN or the shapes differ
};

// What judging an output needs from the trusted outputs alone: truth's
// spread and scale, the reference's error against truth and its spread.
// The thread that prepares input sets ahead (prepared_cases.h) computes it
// there, off the evaluation's path, which is then left with the candidate's side.
struct TrustedOutput {
  double truth_spread = 0;
  double scale = 1;
  ErrorStats reference;
  double reference_spread = -1;  // < 0: not computed (only a near-constant candidate needs it)
};
TrustedOutput trusted_output(const HostArray& reference, const HostArray& truth, bool with_reference_spread = true);

// Judges one output. `index` and `case_label` ("seed 2", "mode large_magnitude")
// only shape the message. `trusted` is trusted_output(reference, truth).
OutputCheck check_output(const HostArray& candidate, const HostArray& reference, const HostArray& truth,
                         const CorrectnessPolicy& policy, size_t index, const std::string& case_label);
OutputCheck check_output(const HostArray& candidate, const HostArray& reference, const HostArray& truth,
                         const TrustedOutput& trusted, const CorrectnessPolicy& policy, size_t index,
                         const std::string& case_label);

std::vector<int64_t> unravel(int64_t flat, const Shape& shape);

}  // namespace jaxbench::judge
