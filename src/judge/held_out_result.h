// What the judge found at held-out shapes (judge/held_out.h), as the
// verdict carries it: its `held_out` field (docs/verdict.md).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "suite/shape_family.h"

namespace jaxbench::judge {

inline constexpr const char* kHeldOutShapeReason = "held_out_shape";
// A held-out shape the suite's own programs could not be exported or run at.
inline constexpr const char* kSuiteError = "suite_error";

struct HeldOutShape {
  suite::DimValues dims;
  std::string label;   // suite::shape_label(dims)
  std::string inputs;  // the inputs' shapes there: "x bf16[1x256x640], scale bf16[640]"
  std::string status;  // the candidate's verdict there, or kSuiteError
  std::string message;
  size_t cases = 0;
  std::vector<std::string> pallas_problems;  // the candidate's pallas_calls that do not fit this shape
  std::optional<double> speedup;             // at the timed shape
  double seconds = 0;
  nlohmann::json phases_s;  // its evaluation's phases (compile, correctness, timing)
  bool correct() const { return status == kCorrect; }
  bool checked() const { return status != kSuiteError; }
};

struct HeldOut {
  bool checked = false;  // shapes were judged (else `note` says why not)
  std::string note;      // why not checked, e.g. an .mlir candidate has a single shape
  uint64_t seed = 0;     // the secret seed the shapes were drawn from (shown only in the verdict)
  int asked = 0;         // how many shapes were asked for
  // The shapes were drawn and the suite prepared at them before this eval
  // (judge/held_out_prefetch.h), not drawn fresh by it.
  bool prepared_ahead = false;
  std::vector<HeldOutShape> shapes;
  std::optional<double> speedup_retention;  // speedup at the timed shape / at the public shape
  std::string timed_shape;
  double seconds = 0;  // the held-out work the verdict waited for
  // The first checked shape the candidate is not correct at; null when none.
  const HeldOutShape* first_failure() const;
};

}  // namespace jaxbench::judge
