#include "candidate/zygote_reply.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

#include "process/sandbox_plan.h"
#include "process/supervisor.h"

namespace jaxbench::candidate::detail {

namespace {

constexpr size_t kOutputCap = 1u << 20;  // as the one-shot sandbox keeps of each stream

// The last `cap` bytes of a regular file the child wrote (a link, FIFO or
// device in its place reads as nothing).
std::string read_tail(const std::string& path, size_t cap) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return "";
  struct stat st {};
  std::string out;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    off_t start = st.st_size > static_cast<off_t>(cap) ? st.st_size - static_cast<off_t>(cap) : 0;
    char buf[1 << 16];
    ssize_t n;
    if (::lseek(fd, start, SEEK_SET) == start) {
      while (out.size() < cap && ((n = ::read(fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))) {
        if (n > 0) out.append(buf, static_cast<size_t>(n));
      }
    }
  }
  ::close(fd);
  return out.size() > cap ? out.substr(out.size() - cap) : out;
}

double number(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<double>() : 0;
}

// The supervisor's words for the same ends (supervisor.cpp classify).
void describe_end(const nlohmann::json& reply, double timeout_seconds, uint64_t cpu_limit, uint64_t file_size,
                  process::SandboxResult& r) {
  auto sig = reply.find("signal");
  if (reply.value("timed_out", false)) {
    r.outcome = process::SandboxOutcome::timeout;
    r.signal = SIGKILL;
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", timeout_seconds);
    r.message = "timed out after " + std::string(seconds) + " s (the whole process group was killed)";
  } else if (sig != reply.end() && sig->is_number_integer()) {
    r.outcome = process::SandboxOutcome::signaled;
    r.signal = sig->get<int>();
    r.cpu_limit_hit = r.signal == SIGXCPU ||
                      (cpu_limit && r.signal == SIGKILL && r.cpu_seconds >= static_cast<double>(cpu_limit) - 0.5);
    r.file_size_limit_hit = r.signal == SIGXFSZ;
    r.message = "killed by " + process::signal_name(r.signal);
    if (r.cpu_limit_hit) r.message += " (used more than " + std::to_string(cpu_limit) + " s of CPU time)";
    if (r.file_size_limit_hit)
      r.message += " (wrote a file larger than the " + std::to_string(file_size) + "-byte limit)";
  } else {
    r.outcome = process::SandboxOutcome::exited;
    auto code = reply.find("exit_code");
    r.exit_code = code != reply.end() && code->is_number_integer() ? code->get<int>() : -1;
    r.message = "exited with code " + std::to_string(r.exit_code);
  }
}

}  // namespace

bool is_zygote_reply(const nlohmann::json& reply) {
  return reply.is_object() && !reply.contains("error") && reply.contains("seconds") &&
         (reply.contains("exit_code") || reply.contains("signal"));
}

process::SandboxResult result_from_zygote_reply(const nlohmann::json& reply, const std::string& child_dir,
                                                double timeout_seconds, uint64_t cpu_limit_seconds,
                                                uint64_t file_size_bytes, const process::SandboxResult& isolation) {
  process::SandboxResult r;
  r.wall_seconds = number(reply, "seconds");
  r.cpu_seconds = number(reply, "cpu_seconds");
  r.peak_rss_bytes = static_cast<uint64_t>(number(reply, "peak_rss"));
  r.stdout_text = read_tail(child_dir + "/stdout", kOutputCap);
  r.stderr_text = read_tail(child_dir + "/stderr", kOutputCap);
  r.stdout_bytes = r.stdout_text.size();
  r.stderr_bytes = r.stderr_text.size();
  r.network_isolated = isolation.network_isolated;
  r.pids_isolated = isolation.pids_isolated;
  r.paths_protected = isolation.paths_protected;
  r.isolation_note = isolation.isolation_note;
  r.work_dir = child_dir;
  describe_end(reply, timeout_seconds, cpu_limit_seconds, file_size_bytes, r);
  // The zygote killed the child's group at a bound (zygote.py: limit_hit).
  std::string limit_hit =
      reply.value("limit_hit", nlohmann::json()).is_string() ? reply["limit_hit"].get<std::string>() : "";
  r.disk_limit_hit = limit_hit == "disk";
  r.process_limit_hit = limit_hit == "processes";
  // As run_sandboxed reads it: a SIGKILL nobody sent on purpose is the kernel's.
  bool failed = r.outcome == process::SandboxOutcome::signaled ||
                (r.outcome == process::SandboxOutcome::exited && r.exit_code != 0);
  r.out_of_memory = failed && (process::detail::mentions_out_of_memory(r.stderr_text) ||
                               (r.outcome == process::SandboxOutcome::signaled && r.signal == SIGKILL &&
                                !r.cpu_limit_hit && !r.disk_limit_hit && !r.process_limit_hit));
  if (r.out_of_memory) r.message += " (out of memory)";
  return r;
}

}  // namespace jaxbench::candidate::detail
