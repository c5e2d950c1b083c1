// One line-oriented conversation with a child process: lines written to its
// stdin (a socket, so writing to a dead child is an error, never SIGPIPE),
// lines read back from its stdout with a deadline and a size cap. Used by
// the sandboxed services (the warm exporter's zygote) and serve's device
// worker alike. Not thread-safe: one owner talks through it.
#pragma once

#include <chrono>
#include <functional>
#include <string>

#include "process/line_reader.h"

namespace jaxbench::process {

enum class LineRead { line, timeout, closed, too_long };
const char* line_read_name(LineRead read);

class LineChannel {
 public:
  LineChannel() = default;
  ~LineChannel() { close(); }
  LineChannel(const LineChannel&) = delete;
  LineChannel& operator=(const LineChannel&) = delete;

  // Makes the two ends of a fresh conversation: `child_stdin` and
  // `child_stdout` for the child to dup2 (then close_child_ends()), ours kept
  // here. False (errno set) when the descriptors could not be made.
  bool open(int* child_stdin, int* child_stdout);
  // After the fork: the child's ends closed in this process.
  void close_child_ends();
  // Both of our ends closed, anything read past the last line dropped.
  void close();

  // One line, '\n' appended; false when the child no longer reads.
  bool write_line(const std::string& line);
  // Reads up to the next '\n' (not included) within `timeout_seconds`; past
  // `max_bytes` without one it is too_long, at end of file closed.
  // `side_fd`, when not -1, is polled too, and `on_side` is called after
  // every wake (a sandboxed service's stderr, drained while we wait).
  LineRead read_line(double timeout_seconds, std::string* line, size_t max_bytes, int side_fd = -1,
                     const std::function<void()>& on_side = {});

 private:
  int to_child_ = -1, from_child_ = -1;
  int child_stdin_ = -1, child_stdout_ = -1;
  LineSplitter lines_{0};  // what was read past the last line returned
};

// Reads what `fd` (non-blocking) has without waiting; false at end of file
// or an error.
bool read_available(int fd, std::string* into);
// Closes `fd` when it is open and marks it closed (-1).
void close_fd(int& fd);
// A poll(2) timeout reaching `deadline`, capped at one second so a waiting
// loop wakes to check its other conditions.
int poll_milliseconds_until(std::chrono::steady_clock::time_point deadline);

}  // namespace jaxbench::process
