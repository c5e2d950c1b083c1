// Errors raised by the runtime. Every failure becomes one exception type
// carrying enough to print a one-line message that names the thing and the fix
// (runtime/pjrt_error.h adds the PJRT failure: C function, code, message).
#pragma once

#include <stdexcept>
#include <string>

namespace jaxbench {

// A failure the user can act on. `what()` is the whole one-line message.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Shortens a multi-line compiler message to its first meaningful lines so it
// fits on one terminal line (the full text stays in the exception).
std::string one_line(const std::string& text, size_t max_chars = 400);

}  // namespace jaxbench
