#include "process/line_channel.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>

namespace jaxbench::process {

namespace {
using Clock = std::chrono::steady_clock;
}  // namespace

int poll_milliseconds_until(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return static_cast<int>(std::clamp<long long>(left, 0, 1000));
}

const char* line_read_name(LineRead read) {
  switch (read) {
    case LineRead::line:
      return "line";
    case LineRead::timeout:
      return "timeout";
    case LineRead::closed:
      return "closed";
    case LineRead::too_long:
      return "too_long";
  }
  return "unknown";
}

bool read_available(int fd, std::string* into) {
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
      into->append(buf, static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    return n < 0 && errno == EAGAIN;
  }
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

bool LineChannel::open(int* child_stdin, int* child_stdout) {
  close();
  int in[2] = {-1, -1}, out[2] = {-1, -1};
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0) return false;
  if (::pipe2(out, O_CLOEXEC) != 0) {
    int saved = errno;
    ::close(in[0]), ::close(in[1]);
    errno = saved;
    return false;
  }
  // Our read end non-blocking, the child's ends blocking (it reads plainly).
  ::fcntl(out[0], F_SETFL, O_NONBLOCK);
  to_child_ = in[0], child_stdin_ = in[1];
  from_child_ = out[0], child_stdout_ = out[1];
  *child_stdin = child_stdin_, *child_stdout = child_stdout_;
  return true;
}

void LineChannel::close_child_ends() { close_fd(child_stdin_), close_fd(child_stdout_); }

void LineChannel::close() {
  close_child_ends();
  close_fd(to_child_), close_fd(from_child_);
  lines_.clear();
}

bool LineChannel::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
  std::string data = line + "\n";
  size_t sent = 0;
  while (sent < data.size()) {
    ssize_t n = ::send(to_child_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<size_t>(n);
  }
  return true;
}

LineRead LineChannel::read_line(double timeout_seconds, std::string* line, size_t max_bytes, int side_fd,
                                const std::function<void()>& on_side) {
  auto deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout_seconds));
  lines_.set_max_bytes(max_bytes);
  for (;;) {
    if (std::optional<Line> next = lines_.next()) {
      if (next->too_long) return LineRead::too_long;
      *line = std::move(next->text);
      return LineRead::line;
    }
    if (from_child_ < 0) return LineRead::closed;
    if (Clock::now() >= deadline) return LineRead::timeout;
    pollfd fds[2] = {{from_child_, POLLIN, 0}, {side_fd, POLLIN, 0}};
    ::poll(fds, side_fd >= 0 ? 2 : 1, poll_milliseconds_until(deadline));
    if (fds[0].revents) {
      std::string got;
      bool open = read_available(from_child_, &got);
      lines_.append(got);
      if (!open) close_fd(from_child_);
    }
    if (on_side) on_side();  // non-blocking: drains whatever is there
  }
}

}  // namespace jaxbench::process
