// The one vocabulary of outcomes: a verdict's status, a pre-flight row's, an
// export's failure. Every layer that can end an evaluation (intake,
// pre-flight, judge) names outcomes with these, and to_string is the only
// place that spells them (the JSON, the tables and docs/verdict.md use the
// spelling).
#pragma once

namespace jaxbench {

enum class Status {
  // A candidate's verdict, in the order a candidate can fail.
  kExportError,
  kRejected,
  kCompileError,
  kRuntimeError,
  kTimeout,
  kOom,
  kIncorrect,
  kCorrect,
  // A pre-flight row that is not a failure: the module compiles for the
  // target, or the program has nothing to compile for it.
  kCompiles,
  kSkipped,
};

constexpr const char* to_string(Status status) {
  switch (status) {
    case Status::kExportError:
      return "export_error";
    case Status::kRejected:
      return "rejected";
    case Status::kCompileError:
      return "compile_error";
    case Status::kRuntimeError:
      return "runtime_error";
    case Status::kTimeout:
      return "timeout";
    case Status::kOom:
      return "oom";
    case Status::kIncorrect:
      return "incorrect";
    case Status::kCorrect:
      return "correct";
    case Status::kCompiles:
      return "compiles";
    case Status::kSkipped:
      return "skipped";
  }
  return "unknown";
}

// The spellings, for the string fields of the verdict and the pre-flight rows.
inline constexpr const char* kExportError = to_string(Status::kExportError);
inline constexpr const char* kRejected = to_string(Status::kRejected);
inline constexpr const char* kCompileError = to_string(Status::kCompileError);
inline constexpr const char* kRuntimeError = to_string(Status::kRuntimeError);
inline constexpr const char* kTimeout = to_string(Status::kTimeout);
inline constexpr const char* kOom = to_string(Status::kOom);
inline constexpr const char* kIncorrect = to_string(Status::kIncorrect);
inline constexpr const char* kCorrect = to_string(Status::kCorrect);
inline constexpr const char* kCompiles = to_string(Status::kCompiles);
inline constexpr const char* kSkipped = to_string(Status::kSkipped);

}  // namespace jaxbench
