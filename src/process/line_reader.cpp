#include "process/line_reader.h"

#include <unistd.h>

#include <cerrno>

namespace jaxbench::process {

namespace {

constexpr size_t kChunkBytes = 64 * 1024;

Line text_line(std::string text) {
  if (!text.empty() && text.back() == '\r') text.pop_back();
  return Line{std::move(text), false};
}

}  // namespace

void LineSplitter::append(std::string_view bytes) {
  if (start_ > 0) {  // drop what was handed out, so the buffer stays within one line and a chunk
    buffer_.erase(0, start_);
    start_ = 0;
  }
  buffer_.append(bytes);
}

std::optional<Line> LineSplitter::next() {
  while (true) {
    size_t newline = buffer_.find('\n', start_);
    if (discarding_) {
      if (newline == std::string::npos) {
        buffer_.clear();
        start_ = 0;
        return std::nullopt;
      }
      start_ = newline + 1;
      discarding_ = false;
      continue;
    }
    if (newline != std::string::npos && newline - start_ <= max_) {
      Line line = text_line(buffer_.substr(start_, newline - start_));
      start_ = newline + 1;
      return line;
    }
    if (newline == std::string::npos && buffer_.size() - start_ <= max_) return std::nullopt;
    // Past the cap: report it now, drop it up to its newline.
    discarding_ = newline == std::string::npos;
    start_ = discarding_ ? buffer_.size() : newline + 1;
    return Line{"", true};
  }
}

std::optional<Line> LineSplitter::rest() {
  bool had_text = !discarding_ && start_ < buffer_.size();
  std::optional<Line> line;
  if (had_text) line = text_line(buffer_.substr(start_));
  clear();
  return line;
}

void LineSplitter::clear() {
  buffer_.clear();
  start_ = 0;
  discarding_ = false;
}

std::optional<Line> LineReader::next() {
  char chunk[kChunkBytes];
  while (true) {
    if (std::optional<Line> line = lines_.next()) return line;
    if (eof_) return lines_.rest();
    ssize_t got = ::read(fd_, chunk, sizeof(chunk));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      eof_ = true;
      continue;
    }
    lines_.append(std::string_view(chunk, static_cast<size_t>(got)));
  }
}

}  // namespace jaxbench::process
