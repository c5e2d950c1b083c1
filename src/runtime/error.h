// Errors raised by the runtime. Every failure becomes one exception type
// carrying enough to print a one-line message that names the thing and, for
// a PJRT failure, the C function and the plugin's own code and message.
#pragma once

#include <stdexcept>
#include <string>

namespace jaxbench {

// A failure the user can act on. `what()` is the whole one-line message.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A PJRT call returned an error.
class PjrtError : public Error {
 public:
  PjrtError(std::string function, int code, std::string message);
  const std::string& function() const { return function_; }
  int code() const { return code_; }
  const std::string& plugin_message() const { return message_; }

 private:
  std::string function_;
  int code_;
  std::string message_;
};

// The PJRT status code's name, e.g. "INVALID_ARGUMENT".
const char* pjrt_code_name(int code);

// Shortens a multi-line compiler message to its first meaningful lines so it
// fits on one terminal line (the full text stays in the exception).
std::string one_line(const std::string& text, size_t max_chars = 400);

}  // namespace jaxbench
