// The statuses a candidate's verdict can have, shared by every layer that
// can end an evaluation (intake, pre-flight, judge).
#pragma once

namespace jaxbench {

// The eight statuses, in the order a candidate can fail.
inline constexpr const char* kExportError = "export_error";
inline constexpr const char* kRejected = "rejected";
inline constexpr const char* kCompileError = "compile_error";
inline constexpr const char* kRuntimeError = "runtime_error";
inline constexpr const char* kTimeout = "timeout";
inline constexpr const char* kOom = "oom";
inline constexpr const char* kIncorrect = "incorrect";
inline constexpr const char* kCorrect = "correct";

}  // namespace jaxbench
