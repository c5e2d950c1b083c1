#include "judge/correctness.h"

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
    default:
      return {0, 0};  // integers and booleans must match exactly
  }
}

double spread(const HostArray& array) {
  double sum = 0, squares = 0;
  int64_t n = 0;
  for (int64_t i = 0; i < array.size(); ++i) {
    double v = array.get(i);
    if (!std::isfinite(v)) continue;
    sum += v;
    ++n;
  }
  if (n == 0) return 0;
  double mean = sum / static_cast<double>(n);
  for (int64_t i = 0; i < array.size(); ++i) {
    double v = array.get(i);
    if (std::isfinite(v)) squares += (v - mean) * (v - mean);
  }
  return std::sqrt(squares / static_cast<double>(n));
}

double error_scale(const HostArray& truth) {
  double s = spread(truth);
  if (s > 0) return s;
  double squares = 0;
  int64_t n = 0;
  for (int64_t i = 0; i < truth.size(); ++i) {
    double v = truth.get(i);
    if (std::isfinite(v)) {
      squares += v * v;
      ++n;
    }
  }
  double rms = n ? std::sqrt(squares / static_cast<double>(n)) : 0;
  return rms > 0 ? rms : 1.0;
}

ErrorStats compare_to_truth(const HostArray& value, const HostArray& truth) {
  ErrorStats stats;
  double squares = 0;
  int64_t counted = 0;
  for (int64_t i = 0; i < truth.size(); ++i) {
    double t = truth.get(i), v = value.get(i);
    if (!std::isfinite(t)) {
      // Where truth itself is NaN/Inf, the value must be the same kind.
      bool same = (std::isnan(t) && std::isnan(v)) || (std::isinf(t) && v == t);
      if (!same && stats.worst_index < 0) {
        stats.worst_index = i;
        stats.worst_value = v;
        stats.worst_truth = t;
      }
      if (!same) stats.max_abs = INFINITY;
      continue;
    }
    if (!std::isfinite(v)) {
      ++stats.nonfinite;
      if (stats.max_abs != INFINITY || stats.worst_index < 0) {
        stats.worst_index = i;
        stats.worst_value = v;
        stats.worst_truth = t;
      }
      stats.max_abs = INFINITY;
      continue;
    }
    double error = std::fabs(v - t);
    squares += error * error;
    ++counted;
    if (error > stats.max_abs) {
      stats.max_abs = error;
      stats.worst_index = i;
      stats.worst_value = v;
      stats.worst_truth = t;
    }
  }
  stats.rms = counted ? std::sqrt(squares / static_cast<double>(counted)) : 0;
  if (stats.nonfinite) stats.rms = INFINITY;
  double scale = error_scale(truth);
  stats.max_scaled = stats.max_abs / scale;
  stats.rms_scaled = stats.rms / scale;
  return stats;
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
  OutputCheck check;
  std::string where = "output " + std::to_string(index) + " (" + case_label + ")";
  if (candidate.dtype != reference.dtype || candidate.shape != reference.shape) {
    check.ok = false;
    check.reason =
        where + ": candidate returned " + candidate.describe() + " but the reference returns " + reference.describe();
    return check;
  }
  check.candidate = compare_to_truth(candidate, truth);
  check.reference = compare_to_truth(reference, truth);
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
  double truth_spread = spread(truth);
  double limit = policy.constant_ratio * truth_spread;
  if (truth_spread > 0 && truth.size() > 1 && spread(candidate) <= limit && spread(reference) > limit) {
    check.ok = false;
    check.reason = where + ": output is (near-)constant (spread " + format(spread(candidate)) +
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
