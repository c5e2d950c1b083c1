// A PJRT call that returned an error: the C function, the plugin's status
// code and its message. Callers above runtime/ ask what kind of failure it
// is (is_oom, is_compile) and never see a PJRT constant.
#pragma once

#include <string>

#include "core/error.h"

namespace jaxbench {

// A PJRT call returned an error.
class PjrtError : public Error {
 public:
  PjrtError(std::string function, int code, std::string message);
  const std::string& function() const { return function_; }
  int code() const { return code_; }
  // The plugin ran out of memory (RESOURCE_EXHAUSTED).
  bool is_oom() const;
  // The failure came from compiling a module (PJRT_Client_Compile or
  // PJRT_Compile), not from running one.
  bool is_compile() const;
  const std::string& plugin_message() const { return message_; }

 private:
  std::string function_;
  int code_;
  std::string message_;
};

// The PJRT status code's name, e.g. "INVALID_ARGUMENT".
const char* pjrt_code_name(int code);

}  // namespace jaxbench
