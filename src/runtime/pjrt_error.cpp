#include "runtime/pjrt_error.h"

#include "runtime/pjrt_abi.h"

namespace jaxbench {

namespace {
std::string format_pjrt(const std::string& function, int code, const std::string& message) {
  return function + " failed (" + pjrt_code_name(code) + "): " + one_line(message);
}
}  // namespace

PjrtError::PjrtError(std::string function, int code, std::string message)
    : Error(format_pjrt(function, code, message)),
      function_(std::move(function)),
      code_(code),
      message_(std::move(message)) {}

const char* pjrt_code_name(int code) {
  static const char* const kNames[] = {
      "OK",        "CANCELLED",      "UNKNOWN",           "INVALID_ARGUMENT",   "DEADLINE_EXCEEDED",
      "NOT_FOUND", "ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION",
      "ABORTED",   "OUT_OF_RANGE",   "UNIMPLEMENTED",     "INTERNAL",           "UNAVAILABLE",
      "DATA_LOSS", "UNAUTHENTICATED"};
  if (code < 0 || code >= static_cast<int>(sizeof(kNames) / sizeof(kNames[0]))) return "UNKNOWN_CODE";
  return kNames[code];
}

bool PjrtError::is_oom() const { return code_ == PJRT_Error_Code_RESOURCE_EXHAUSTED; }

bool PjrtError::is_compile() const { return function_ == "PJRT_Compile" || function_ == "PJRT_Client_Compile"; }

}  // namespace jaxbench
