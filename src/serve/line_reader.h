// Reads newline-delimited messages from a file descriptor in bounded chunks,
// so a peer that never sends a newline cannot make the server buffer without
// end: a line past the cap is discarded up to its newline and reported as
// too long.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace jaxbench::serve {

// The longest request line the server reads (an eval with the candidate's
// source inline fits many times over).
inline constexpr size_t kMaxLineBytes = size_t{8} << 20;

struct Line {
  std::string text;  // without the newline; empty when too_long
  bool too_long = false;
};

class LineReader {
 public:
  explicit LineReader(int fd, size_t max_line_bytes = kMaxLineBytes) : fd_(fd), max_(max_line_bytes) {}
  // The next line; nullopt at end of input (a last line without a newline
  // is still returned).
  std::optional<Line> next();

 private:
  bool fill();  // reads one chunk; false at end of input

  int fd_;
  size_t max_;
  std::string buffer_;
  size_t start_ = 0;
  bool eof_ = false;
};

}  // namespace jaxbench::serve
