// The one bounded line reader: splits a byte stream into newline-delimited
// lines of at most `max_bytes`, so a peer that never sends a newline cannot
// make its reader buffer without end. A longer line is reported once, as
// too_long, as soon as it passes the cap, and the rest of it (up to its
// newline) is dropped. Used by serve's transport on its stdin and by the
// line channel on a child's stdout alike.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace jaxbench::process {

struct Line {
  std::string text;  // without the newline (and a '\r' before it); empty when too_long
  bool too_long = false;
};

class LineSplitter {
 public:
  explicit LineSplitter(size_t max_bytes) : max_(max_bytes) {}
  void set_max_bytes(size_t max_bytes) { max_ = max_bytes; }
  void append(std::string_view bytes);
  // The next complete line (or a too_long report), when one is there.
  std::optional<Line> next();
  // At end of input: the last line when it had no newline (once).
  std::optional<Line> rest();
  void clear();

 private:
  size_t max_;
  std::string buffer_;
  size_t start_ = 0;
  bool discarding_ = false;  // inside a line past the cap: skip to its newline
};

// Lines from a blocking descriptor (serve's stdin), read in bounded chunks.
class LineReader {
 public:
  LineReader(int fd, size_t max_bytes) : fd_(fd), lines_(max_bytes) {}
  // The next line; nullopt at end of input (a last line without a newline
  // is still returned).
  std::optional<Line> next();

 private:
  int fd_;
  LineSplitter lines_;
  bool eof_ = false;
};

}  // namespace jaxbench::process
