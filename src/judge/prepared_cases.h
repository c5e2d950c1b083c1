// The trusted half of the correctness stage, done before the candidate is
// known: a warm judge draws the input sets and runs the reference and the
// truth on them while the candidate is still being exported (in the
// exporter's process), so the correctness stage is left with the
// candidate's runs and the comparisons.
//
// Seeds stay fresh and secret: each evaluation draws its own, and nothing of
// them reaches the candidate. The reference's and the truth's outputs stay
// allocated on the device until the candidate has run on their input set,
// so memory holding a case's answer cannot be handed to the candidate (what
// running the candidate first on each set guarded when the two ran in turn).
#pragma once

#include <cstdint>
#include <future>
#include <optional>
#include <string>
#include <vector>

#include "judge/correctness.h"
#include "judge/verdict.h"
#include "runtime/session.h"
#include "suite/manifest.h"
#include "suite/program_cache.h"

namespace jaxbench::judge {

struct PreparedCase {
  CaseResult result;  // label, mode and seed filled in; the checks come later
  std::vector<runtime::Buffer> inputs;
  std::vector<runtime::Buffer> reference_device, truth_device;  // held until the candidate ran
  std::vector<HostArray> reference_out, truth_out;
  std::vector<TrustedOutput> trusted;  // per output: what its check needs of reference and truth alone
};

struct PreparedCases {
  std::vector<PreparedCase> cases;  // empty when `error` is set
  std::string error;                // why they could not be prepared (the stage then runs as without them)
  double seconds = 0;
};

// Prepared cases still being made on another thread. The candidate's
// compile goes on beside them; whoever next touches the session's program
// cache (the suite's programs) or needs the cases waits first. Not
// thread-safe: the evaluation's own thread uses it.
class PendingCases {
 public:
  PendingCases() = default;
  explicit PendingCases(std::future<PreparedCases> making) : making_(std::move(making)) {}
  // The cases, waited for once; null when none were being made.
  PreparedCases* wait();
  // How long wait() blocked: the trusted runs the evaluation waited on.
  double waited_seconds() const { return waited_seconds_; }
  // Still being made and never waited for (the candidate failed before its
  // correctness stage): handed on as a spare, seeds unused; else invalid.
  std::future<PreparedCases> take_unused() { return made_ ? std::future<PreparedCases>{} : std::move(making_); }

 private:
  std::future<PreparedCases> making_;
  std::optional<PreparedCases> made_;
  double waited_seconds_ = 0;
};

// The input sets, in the order they run: `seeds` seeds in the documented
// mode, then one per adversarial mode; labels and modes only.
std::vector<CaseResult> plan_cases(const suite::Manifest& manifest, int seeds);

// Device bytes the prepared cases of `manifest` hold at once: every case's
// inputs, reference outputs and truth outputs.
uint64_t prepared_bytes(const suite::Manifest& manifest, int seeds);

// Whether preparing ahead is worth its memory: the cases fit in
// kPreparedBytesLimit (larger workloads run their cases in turn, holding
// one set at a time).
constexpr uint64_t kPreparedBytesLimit = uint64_t{1} << 30;
bool worth_preparing(const suite::Manifest& manifest, int seeds);

// Compiles the suite's programs through `programs` when they are not yet
// there (a cold judge), then runs inputs, reference and truth for every
// case. Never throws: a failure is in `error`.
PreparedCases prepare_cases(const runtime::Session& session, suite::ProgramCache& programs,
                            const suite::Manifest& manifest, int seeds);

}  // namespace jaxbench::judge
