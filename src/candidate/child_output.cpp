// Reading what a sandboxed child (an exporter, the MLIR parser, `workload
// add`'s checks) left behind: its files, never following a link, capped;
// its last JSON line; the stderr line that says what went wrong. The child
// may have run candidate code, so nothing here trusts it or throws on it.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "candidate/export_steps.h"
#include "core/strings.h"

namespace jaxbench::candidate::detail {

// The child could leave a symlink, a FIFO or a hard link where the module
// should be: read only a regular file of ours, never following links, capped.
bool read_child_file(const std::string& path, uint64_t cap, std::string* out, std::string* why) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    *why = std::strerror(errno);
    return false;
  }
  struct stat st {};
  bool ok =
      ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_nlink == 1 && static_cast<uint64_t>(st.st_size) <= cap;
  if (!ok) {
    *why = "not a plain file within " + format_bytes_short(cap);
    ::close(fd);
    return false;
  }
  out->clear();
  char buf[1 << 16];
  ssize_t n;
  while ((n = ::read(fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR)) {
    if (n > 0) out->append(buf, static_cast<size_t>(n));
    if (out->size() > cap) break;
  }
  ::close(fd);
  if (n < 0 || out->size() > cap) {
    *why = n < 0 ? std::strerror(errno) : "larger than " + format_bytes_short(cap);
    return false;
  }
  return true;
}

// The exporter prints one JSON object as its last stdout line.
nlohmann::json last_json_line(const std::string& out) {
  size_t end = out.size();
  while (end > 0) {
    size_t start = out.rfind('\n', end - 1);
    start = start == std::string::npos ? 0 : start + 1;
    std::string line = out.substr(start, end - start);
    if (line.find_first_not_of(" \t\r") != std::string::npos) {
      auto j = nlohmann::json::parse(line, nullptr, false);
      return j.is_object() ? j : nlohmann::json();
    }
    if (start == 0) break;
    end = start - 1;
  }
  return nlohmann::json();
}

// The line of stderr that says what went wrong: the last fatal log line
// (glog "F1129 12:00:00 file.cc:93] Check failed: ...") if any, else the last
// line that is not indented (skips stack frames and traceback source lines).
std::string error_line(const std::string& text) {
  std::string fatal, last;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == ' ' || line[0] == '\t' || line.starts_with("***")) continue;
    if (line.size() > 5 && line[0] == 'F' && std::isdigit(static_cast<unsigned char>(line[1]))) fatal = line;
    last = line;
  }
  return fatal.empty() ? last : fatal;
}

// Keeps the author's file name in messages when it is a plain module name.
std::string staged_name(const std::string& candidate_path) {
  std::string name = std::filesystem::path(candidate_path).filename().string();
  if (name.size() < 4 || !name.ends_with(".py") || std::isdigit(static_cast<unsigned char>(name[0]))) {
    return "candidate.py";
  }
  for (size_t i = 0; i + 3 < name.size(); ++i) {
    if (!std::isalnum(static_cast<unsigned char>(name[i])) && name[i] != '_') return "candidate.py";
  }
  return name;
}

std::string json_string(const nlohmann::json& j, const char* key) {
  auto it = j.is_object() ? j.find(key) : j.end();
  return j.is_object() && it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

}  // namespace jaxbench::candidate::detail
