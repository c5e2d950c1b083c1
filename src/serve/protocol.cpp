#include "serve/protocol.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "core/error.h"

namespace jaxbench::serve {

std::string max_line_text() { return std::to_string(kMaxLineBytes >> 20) + " MiB"; }

nlohmann::json parse_json_line(const std::string& line) {
  if (line.find('\0') != std::string::npos) {
    throw RequestError(kParseError, "the line holds a NUL byte: send one JSON object per line, UTF-8 text only");
  }
  try {
    return nlohmann::json::parse(line);
  } catch (const nlohmann::json::parse_error& error) {
    throw RequestError(kParseError, "the line is not JSON (" + one_line(error.what(), 200) +
                                        "): send one JSON object per line, UTF-8");
  }
}

namespace {

Request read_fields(const nlohmann::json& document) {
  Request request;
  if (document.contains("id")) request.id = document["id"];
  if (!document.contains("method")) {
    throw RequestError(kInvalidRequest, "field 'method' is missing: name one (list, describe, eval, …)");
  }
  if (!document["method"].is_string()) {
    throw RequestError(kInvalidRequest, "field 'method' must be a string, e.g. \"list\"");
  }
  request.method = document["method"].get<std::string>();
  if (document.contains("params") && !document["params"].is_null()) {
    if (!document["params"].is_object()) {
      throw RequestError(kInvalidParams, "field 'params' must be an object, e.g. {\"workload\": \"12p\"}");
    }
    request.params = document["params"];
  }
  return request;
}

}  // namespace

std::variant<Request, BadRequest> parse_request(const std::string& line) {
  nlohmann::json document;
  try {
    document = parse_json_line(line);
  } catch (const RequestError& error) {
    return BadRequest{nullptr, error};
  }
  if (!document.is_object()) {
    return BadRequest{nullptr, RequestError(kInvalidRequest,
                                            "a request must be a JSON object with 'id', "
                                            "'method' and 'params'")};
  }
  try {
    return read_fields(document);
  } catch (const RequestError& error) {
    return BadRequest{document.contains("id") ? document["id"] : nlohmann::json(nullptr), error};
  }
}

std::string to_line(const nlohmann::json& message) {
  return message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

nlohmann::json result_message(const nlohmann::json& id, const nlohmann::json& result) {
  return {{"id", id}, {"result", result}};
}

nlohmann::json error_message(const nlohmann::json& id, const std::string& code, const std::string& message) {
  return {{"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

ProtocolOutput ProtocolOutput::claim_stdout() {
  int saved = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  if (saved < 0) throw Error("serve: cannot duplicate stdout; run it with stdout open");
  if (::dup2(STDERR_FILENO, STDOUT_FILENO) < 0) throw Error("serve: cannot point stdout at stderr");
  return ProtocolOutput(saved);
}

bool ProtocolOutput::write(const nlohmann::json& message) const {
  std::string line = to_line(message) + "\n";
  size_t done = 0;
  while (done < line.size()) {
    ssize_t wrote = ::write(fd_, line.data() + done, line.size() - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) return false;
    done += static_cast<size_t>(wrote);
  }
  return true;
}

}  // namespace jaxbench::serve
