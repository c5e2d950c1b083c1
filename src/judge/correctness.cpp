#include "judge/correctness.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace jaxbench::judge {

namespace {

std::string format(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.4g", value);
  return buffer;
}

std::string coords_string(const std::vector<int64_t>& coords) {
  std::string out = "[";
  for (size_t i = 0; i < coords.size(); ++i) out += (i ? ", " : "") + std::to_string(coords[i]);
  return out + "]";
}

}  // namespace

Floors floors_for(DType dtype) {
  switch (dtype) {
    case DType::kBF16:
      return {4e-3, 3e-2};  // bf16 rounding: 2^-9 relative per element
    case DType::kF16:
      return {5e-4, 4e-3};  // 2^-12
    case DType::kF32:
      return {1e-5, 1e-4};  // 2^-25, plus accumulation-order effects
    case DType::kF64:
      return {1e-12, 1e-11};
    case DType::kF8E4M3FN:
      return {1.25e-1, 1.0};  // 3 mantissa bits: 2^-4
    case DType::kF8E5M2:
      return {2.5e-1, 2.0};  // 2 mantissa bits: 2^-3
    case DType::kF4E2M1FN:
      return {5e-1, 4.0};  // 1 mantissa bit: 2^-2
    default:
      return {0, 0};  // integers and booleans must match exactly
  }
}

namespace {

using Values = std::vector<double>;

// One pass over the array (one dtype dispatch); the checks below read the
// values several times over, and an element-wise HostArray::get made them
// the larger part of a small workload's correctness stage.
Values as_doubles(const HostArray& array) {
  Values out(static_cast<size_t>(array.size()));
  if (array.dtype == DType::kF32) {
    const float* data = array.data<float>();
    for (size_t i = 0; i < out.size(); ++i) out[i] = data[i];
  } else if (array.dtype == DType::kBF16) {
    const uint16_t* data = array.data<uint16_t>();
    for (size_t i = 0; i < out.size(); ++i) out[i] = bf16_to_double(data[i]);
  } else {
    for (size_t i = 0; i < out.size(); ++i) out[i] = array.get(static_cast<int64_t>(i));
  }
  return out;
}

double spread_of(const Values& values) {
  double sum = 0, squares = 0;
  int64_t n = 0;
  for (double v : values) {
    if (!std::isfinite(v)) continue;
    sum += v;
    ++n;
  }
  if (n == 0) return 0;
  double mean = sum / static_cast<double>(n);
  for (double v : values) {
    if (std::isfinite(v)) squares += (v - mean) * (v - mean);
  }
  return std::sqrt(squares / static_cast<double>(n));
}

// Truth's spread, else its RMS, else 1: what errors are measured in.
double scale_of(const Values& truth, double truth_spread) {
  if (truth_spread > 0) return truth_spread;
  double squares = 0;
  int64_t n = 0;
  for (double v : truth) {
    if (std::isfinite(v)) {
      squares += v * v;
      ++n;
    }
  }
  double rms = n ? std::sqrt(squares / static_cast<double>(n)) : 0;
  return rms > 0 ? rms : 1.0;
}

void note_worst(ErrorStats& stats, size_t i, double value, double truth) {
  stats.worst_index = static_cast<int64_t>(i);
  stats.worst_value = value;
  stats.worst_truth = truth;
}

ErrorStats compare_values(const Values& value, const Values& truth, double scale) {
  ErrorStats stats;
  double squares = 0;
  int64_t counted = 0;
  for (size_t i = 0; i < truth.size(); ++i) {
    double t = truth[i], v = value[i];
    if (!std::isfinite(t)) {
      // Where truth itself is NaN/Inf, the value must be the same kind.
      bool same = (std::isnan(t) && std::isnan(v)) || (std::isinf(t) && v == t);
      if (!same && stats.worst_index < 0) note_worst(stats, i, v, t);
      if (!same) stats.max_abs = INFINITY;
      continue;
    }
    if (!std::isfinite(v)) {
      ++stats.nonfinite;
      if (stats.max_abs != INFINITY || stats.worst_index < 0) note_worst(stats, i, v, t);
      stats.max_abs = INFINITY;
      continue;
    }
    double error = std::fabs(v - t);
    squares += error * error;
    ++counted;
    if (error > stats.max_abs) {
      stats.max_abs = error;
      note_worst(stats, i, v, t);
    }
  }
  stats.rms = counted ? std::sqrt(squares / static_cast<double>(counted)) : 0;
  if (stats.nonfinite) stats.rms = INFINITY;
  stats.max_scaled = stats.max_abs / scale;
  stats.rms_scaled = stats.rms / scale;
  return stats;
}

// NaN anywhere (in either) is infinitely far, as is a different shape.
double max_abs_difference(const Values& a, const Values& b) {
  if (a.size() != b.size()) return INFINITY;
  double worst = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    double d = std::fabs(a[i] - b[i]);
    if (std::isnan(d)) return INFINITY;
    worst = std::max(worst, d);
  }
  return worst;
}

}  // namespace

double spread(const HostArray& array) { return spread_of(as_doubles(array)); }

TrustedOutput trusted_output(const HostArray& reference, const HostArray& truth, bool with_reference_spread) {
  TrustedOutput trusted;
  Values t = as_doubles(truth), r = as_doubles(reference);
  trusted.truth_spread = spread_of(t);
  trusted.scale = scale_of(t, trusted.truth_spread);
  trusted.reference = compare_values(r, t, trusted.scale);
  if (with_reference_spread) trusted.reference_spread = spread_of(r);
  return trusted;
}

double error_scale(const HostArray& truth) {
  Values values = as_doubles(truth);
  return scale_of(values, spread_of(values));
}

ErrorStats compare_to_truth(const HostArray& value, const HostArray& truth) {
  Values t = as_doubles(truth);
  return compare_values(as_doubles(value), t, scale_of(t, spread_of(t)));
}

std::vector<int64_t> unravel(int64_t flat, const Shape& shape) {
  std::vector<int64_t> coords(shape.size(), 0);
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] == 0) return coords;
    coords[d] = flat % shape[d];
    flat /= shape[d];
  }
  return coords;
}

OutputCheck check_output(const HostArray& candidate, const HostArray& reference, const HostArray& truth,
                         const CorrectnessPolicy& policy, size_t index, const std::string& case_label) {
  bool comparable = candidate.dtype == reference.dtype && candidate.shape == reference.shape;
  TrustedOutput trusted = comparable ? trusted_output(reference, truth, false) : TrustedOutput{};
  return check_output(candidate, reference, truth, trusted, policy, index, case_label);
}

OutputCheck check_output(const HostArray& candidate, const HostArray& reference, const HostArray& truth,
                         const TrustedOutput& trusted, const CorrectnessPolicy& policy, size_t index,
                         const std::string& case_label) {
  OutputCheck check;
  std::string where = "output " + std::to_string(index) + " (" + case_label + ")";
  if (candidate.dtype != reference.dtype || candidate.shape != reference.shape) {
    check.ok = false;
    check.reason =
        where + ": candidate returned " + candidate.describe() + " but the reference returns " + reference.describe();
    check.max_diff_vs_reference = candidate.shape == reference.shape
                                      ? max_abs_difference(as_doubles(candidate), as_doubles(reference))
                                      : INFINITY;
    return check;
  }
  Values c = as_doubles(candidate), r = as_doubles(reference), t = as_doubles(truth);
  double truth_spread = trusted.truth_spread;
  check.candidate = compare_values(c, t, trusted.scale);
  check.reference = trusted.reference;
  check.max_diff_vs_reference = max_abs_difference(c, r);
  if (check.candidate.worst_index >= 0) check.worst_coords = unravel(check.candidate.worst_index, truth.shape);

  if (check.candidate.nonfinite > 0) {
    check.ok = false;
    check.reason = where + ": " + std::to_string(check.candidate.nonfinite) +
                   " NaN/Inf element(s) where truth is finite, first at " + coords_string(check.worst_coords) +
                   " (value " + format(check.candidate.worst_value) + ", truth " + format(check.candidate.worst_truth) +
                   ")";
    return check;
  }

  // A constant output where truth varies, unless the output dtype cannot hold
  // the variation at all (then the reference collapses to a constant too).
  double limit = policy.constant_ratio * truth_spread;
  double candidate_spread = truth_spread > 0 && truth.size() > 1 ? spread_of(c) : 0;
  if (truth_spread > 0 && truth.size() > 1 && candidate_spread <= limit &&
      (trusted.reference_spread >= 0 ? trusted.reference_spread : spread_of(r)) > limit) {
    check.ok = false;
    check.reason = where + ": output is (near-)constant (spread " + format(candidate_spread) +
                   ") where truth varies (spread " + format(truth_spread) + ")";
    return check;
  }

  Floors floor = floors_for(candidate.dtype);
  check.allowed_rms = std::max(policy.k_rms * check.reference.rms_scaled, floor.rms);
  check.allowed_max = std::max(policy.k_max * check.reference.max_scaled, floor.max);
  bool rms_ok = check.candidate.rms_scaled <= check.allowed_rms;
  bool max_ok = check.candidate.max_scaled <= check.allowed_max;
  if (!rms_ok || !max_ok) {
    check.ok = false;
    check.reason = where + ": error vs truth too large: RMS " + format(check.candidate.rms_scaled) + " (allowed " +
                   format(check.allowed_rms) + ", reference " + format(check.reference.rms_scaled) + "), max " +
                   format(check.candidate.max_scaled) + " (allowed " + format(check.allowed_max) + ", reference " +
                   format(check.reference.max_scaled) + ") in units of truth's spread; worst at " +
                   coords_string(check.worst_coords) + ": " + format(check.candidate.worst_value) + " vs truth " +
                   format(check.candidate.worst_truth);
  }
  return check;
}

}  // namespace jaxbench::judge
