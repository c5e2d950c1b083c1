#include "judge/verdict.h"

namespace jaxbench::judge {

int Verdict::exit_code() const {
  if (status == kCorrect) return preflight_failed() ? 1 : 0;
  if (status == kIncorrect || status == kRejected) return 1;
  return 2;
}

void add_preflight_to_message(Verdict& v) {
  if (v.preflight_status.empty()) return;
  // Two chips in one line: say which one the first half is about.
  if (!v.platform.empty()) v.message = "on " + v.platform + ": " + v.message;
  if (v.status != kCorrect) {
    v.message += "; pre-flight: " + v.preflight_summary;
  } else if (v.preflight_failed()) {
    v.message += "; but it " + v.preflight_summary;
  } else {
    v.message += "; and it " + v.preflight_summary;
  }
}

}  // namespace jaxbench::judge
