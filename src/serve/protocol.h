// serve's wire format, in one place: a request line
//   {"id": any, "method": "eval", "params": {...}}
// answered by one line
//   {"id": ..., "result": {...}}  or  {"id": ..., "error": {"code": "...", "message": "..."}}
// (id null when the request's own could not be read), and the output that
// keeps stdout for those lines alone.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <variant>

namespace jaxbench::serve {

// A request the server could not take, or a method that refused its
// params. `code` is one of the spellings below; `message` is one line
// naming the field and the fix.
struct RequestError : std::runtime_error {
  RequestError(std::string code_, const std::string& message) : std::runtime_error(message), code(std::move(code_)) {}
  std::string code;
};

// The longest message line serve reads (an eval with the candidate's source
// inline fits many times over), and how its refusal names it ("8 MiB").
inline constexpr size_t kMaxLineBytes = size_t{8} << 20;
std::string max_line_text();

// Error codes on the wire.
inline constexpr const char* kParseError = "parse_error";          // not JSON, not UTF-8, too long
inline constexpr const char* kInvalidRequest = "invalid_request";  // JSON, but not a request object
inline constexpr const char* kUnknownMethod = "unknown_method";    // no such method
inline constexpr const char* kInvalidParams = "invalid_params";    // a field missing or of the wrong type
inline constexpr const char* kMethodFailed = "method_failed";      // the method ran and threw (unknown workload, …)

struct Request {
  nlohmann::json id;  // null when absent
  std::string method;
  nlohmann::json params = nlohmann::json::object();
};

// A parsed request, or the error to answer (with the id when it was read).
struct BadRequest {
  nlohmann::json id;
  RequestError error;
};
std::variant<Request, BadRequest> parse_request(const std::string& line);

// Parses one line as JSON (strict UTF-8, no NUL bytes); throws RequestError
// kParseError with the parser's position.
nlohmann::json parse_json_line(const std::string& line);

// One line of JSON, invalid UTF-8 in any string replaced rather than thrown on.
std::string to_line(const nlohmann::json& message);
nlohmann::json result_message(const nlohmann::json& id, const nlohmann::json& result);
nlohmann::json error_message(const nlohmann::json& id, const std::string& code, const std::string& message);

// Where protocol lines go. claim_stdout() moves the process's stdout to a
// private descriptor and points fd 1 at stderr, so nothing else (a plugin's
// log, a child's print) can ever write into the protocol.
class ProtocolOutput {
 public:
  static ProtocolOutput claim_stdout();
  explicit ProtocolOutput(int fd) : fd_(fd) {}
  // Writes the line and its newline in full; false when the reader is gone.
  bool write(const nlohmann::json& message) const;
  int fd() const { return fd_; }

 private:
  int fd_;
};

}  // namespace jaxbench::serve
