#include "serve/line_reader.h"

#include <unistd.h>

#include <cerrno>

namespace jaxbench::serve {

namespace {
constexpr size_t kChunkBytes = 64 * 1024;
}

bool LineReader::fill() {
  if (eof_) return false;
  if (start_ > 0) {  // drop what was handed out, so the buffer stays within one line and a chunk
    buffer_.erase(0, start_);
    start_ = 0;
  }
  char chunk[kChunkBytes];
  while (true) {
    ssize_t got = ::read(fd_, chunk, sizeof(chunk));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      eof_ = true;
      return false;
    }
    buffer_.append(chunk, static_cast<size_t>(got));
    return true;
  }
}

std::optional<Line> LineReader::next() {
  bool discarding = false;  // inside a line past the cap: skip to its newline
  while (true) {
    size_t newline = buffer_.find('\n', start_);
    if (newline != std::string::npos) {
      Line line;
      if (discarding || newline - start_ > max_) {
        line.too_long = true;
      } else {
        line.text = buffer_.substr(start_, newline - start_);
        if (!line.text.empty() && line.text.back() == '\r') line.text.pop_back();
      }
      start_ = newline + 1;
      return line;
    }
    if (buffer_.size() - start_ > max_) {
      discarding = true;
      buffer_.clear();
      start_ = 0;
    }
    if (!fill()) {
      if (!discarding && start_ == buffer_.size()) return std::nullopt;
      Line line;
      line.too_long = discarding;
      if (!discarding) line.text = buffer_.substr(start_);
      buffer_.clear();
      start_ = 0;
      return line;
    }
  }
}

}  // namespace jaxbench::serve
