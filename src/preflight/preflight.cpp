#include "preflight/preflight.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "runtime/pjrt_error.h"

namespace jaxbench::preflight {

namespace {

using json = nlohmann::json;

template <class T>
json optional_json(const std::optional<T>& value) {
  return value ? json(*value) : json(nullptr);
}

template <class T>
std::optional<T> optional_from(const json& document, const char* key) {
  if (!document.contains(key) || document.at(key).is_null()) return std::nullopt;
  return document.at(key).get<T>();
}

json memory_to_wire(const runtime::MemoryStats& m) {
  return {{"generated_code_bytes", m.generated_code_bytes},
          {"argument_bytes", m.argument_bytes},
          {"output_bytes", m.output_bytes},
          {"alias_bytes", m.alias_bytes},
          {"temp_bytes", m.temp_bytes},
          {"peak_bytes", m.peak_bytes},
          {"host_temp_bytes", m.host_temp_bytes}};
}

runtime::MemoryStats memory_from_wire(const json& d) {
  runtime::MemoryStats m;
  m.generated_code_bytes = d.at("generated_code_bytes").get<int64_t>();
  m.argument_bytes = d.at("argument_bytes").get<int64_t>();
  m.output_bytes = d.at("output_bytes").get<int64_t>();
  m.alias_bytes = d.at("alias_bytes").get<int64_t>();
  m.temp_bytes = d.at("temp_bytes").get<int64_t>();
  m.peak_bytes = d.at("peak_bytes").get<int64_t>();
  m.host_temp_bytes = d.at("host_temp_bytes").get<int64_t>();
  return m;
}

json diagnosis_to_wire(const CompilerDiagnosis& d) {
  return {{"status", d.status},
          {"summary", d.summary},
          {"id", d.error_id},
          {"name", d.error_name},
          {"memory_space", d.memory_space},
          {"required_bytes", optional_json(d.required_bytes)},
          {"limit_bytes", optional_json(d.limit_bytes)},
          {"scoped_limit", d.scoped_limit},
          {"python_location", d.python_location},
          {"hint", d.hint}};
}

CompilerDiagnosis diagnosis_from_wire(const json& w) {
  CompilerDiagnosis d;
  d.status = w.at("status").get<std::string>();
  d.summary = w.at("summary").get<std::string>();
  d.error_id = w.at("id").get<std::string>();
  d.error_name = w.at("name").get<std::string>();
  d.memory_space = w.at("memory_space").get<std::string>();
  d.required_bytes = optional_from<int64_t>(w, "required_bytes");
  d.limit_bytes = optional_from<int64_t>(w, "limit_bytes");
  d.scoped_limit = w.at("scoped_limit").get<bool>();
  d.python_location = w.at("python_location").get<std::string>();
  d.hint = w.at("hint").get<std::string>();
  return d;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void write_all(int fd, const std::string& data) {
  size_t written = 0;
  while (written < data.size()) {
    ssize_t n = ::write(fd, data.data() + written, data.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    written += static_cast<size_t>(n);
  }
}

// The child: set the environment, load libtpu, compile, report on `fd`.
[[noreturn]] void run_child(const PreflightOptions& options, const PreflightModule& module, int fd) {
  json out;
  try {
    runtime::set_deviceless_tpu_environment(options.topology);
    auto plugin = runtime::Plugin::load(options.plugin_path);
    runtime::Topology topology = runtime::Topology::create(plugin, options.topology);
    out["target"] = describe_target(topology, options.plugin_path).to_json();
    out["result"] = preflight_compile(*plugin, topology, module).to_wire();
  } catch (const std::exception& error) {
    out = {{"error", error.what()}};
  } catch (...) {
    out = {{"error", "unknown failure in the pre-flight child"}};
  }
  write_all(fd, out.dump());
  ::close(fd);
  // _exit: no static destructors, no atexit handlers of the parent, and
  // libtpu's threads die with the process.
  ::_exit(0);
}

// The last non-empty lines of a child's stderr, as one line.
std::string last_words(const std::string& log, size_t lines = 3) {
  std::vector<std::string> kept;
  size_t end = log.size();
  while (end > 0 && kept.size() < lines) {
    size_t start = log.rfind('\n', end - 1);
    std::string line =
        log.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1));
    if (line.find_first_not_of(" \t\r") != std::string::npos) kept.insert(kept.begin(), line);
    if (start == std::string::npos) break;
    end = start;
  }
  std::string text;
  for (const auto& line : kept) text += (text.empty() ? "" : " | ") + line;
  return one_line(text, 400);
}

}  // namespace

json PreflightTarget::to_json() const {
  return {{"target", target},           {"topology", topology},
          {"device_kind", device_kind}, {"platform_version", platform_version},
          {"plugin", plugin_path},      {"libtpu_version", libtpu_version},
          {"devices", devices},         {"hbm_limit_bytes", optional_json(hbm_limit_bytes)}};
}

PreflightTarget PreflightTarget::from_json(const json& d) {
  PreflightTarget t;
  t.target = d.at("target").get<std::string>();
  t.topology = d.at("topology").get<std::string>();
  t.device_kind = d.at("device_kind").get<std::string>();
  t.platform_version = d.at("platform_version").get<std::string>();
  t.plugin_path = d.at("plugin").get<std::string>();
  t.libtpu_version = d.at("libtpu_version").get<std::string>();
  t.devices = d.at("devices").get<size_t>();
  t.hbm_limit_bytes = optional_from<int64_t>(d, "hbm_limit_bytes");
  return t;
}

std::optional<int64_t> PreflightResult::device_bytes() const {
  if (!memory) return std::nullopt;
  int64_t data = memory->peak_bytes > 0 ? memory->peak_bytes : memory->total_device_bytes();
  return data + memory->generated_code_bytes;
}

std::optional<double> PreflightResult::optimal_seconds() const {
  auto it = cost.find("optimal_seconds");
  if (it == cost.end() || !(it->second > 0)) return std::nullopt;
  return it->second;
}

json PreflightResult::to_wire() const {
  json w = {{"label", label},
            {"path", path},
            {"note", note},
            {"status", status},
            {"compile_seconds", compile_seconds},
            {"message", message},
            {"raw_message", raw_message},
            {"diagnosis", diagnosis ? diagnosis_to_wire(*diagnosis) : json(nullptr)},
            {"outputs", outputs},
            {"memory", memory ? memory_to_wire(*memory) : json(nullptr)},
            {"cost", cost}};
  return w;
}

PreflightResult PreflightResult::from_wire(const json& w) {
  PreflightResult r;
  r.label = w.at("label").get<std::string>();
  r.path = w.at("path").get<std::string>();
  r.note = w.at("note").get<std::string>();
  r.status = w.at("status").get<std::string>();
  r.compile_seconds = w.at("compile_seconds").get<double>();
  r.message = w.at("message").get<std::string>();
  r.raw_message = w.at("raw_message").get<std::string>();
  if (!w.at("diagnosis").is_null()) r.diagnosis = diagnosis_from_wire(w.at("diagnosis"));
  r.outputs = w.at("outputs").get<std::vector<std::string>>();
  if (!w.at("memory").is_null()) r.memory = memory_from_wire(w.at("memory"));
  r.cost = w.at("cost").get<std::map<std::string, double>>();
  return r;
}

json PreflightResult::to_json(const PreflightTarget& target, const std::optional<platform::ChipSpec>& chip) const {
  json d = {{"module", label}, {"path", path}, {"status", status}, {"compile_seconds", compile_seconds}};
  if (!note.empty()) d["note"] = note;
  if (diagnosis) {
    const CompilerDiagnosis& e = *diagnosis;
    d["message"] = message;
    d["error"] = {{"id", e.error_id},
                  {"name", e.error_name},
                  {"hint", e.hint},
                  {"python_location", e.python_location},
                  {"compiler_message", raw_message}};
    if (status == "oom") {
      d["oom"] = {{"memory_space", e.memory_space},
                  {"required_bytes", optional_json(e.required_bytes)},
                  {"limit_bytes", optional_json(e.limit_bytes)},
                  {"limit_kind", e.scoped_limit ? "scoped (per kernel)" : "capacity"}};
    }
  } else if (!message.empty()) {
    d["message"] = message;
  }
  if (!outputs.empty()) d["outputs"] = outputs;
  if (memory) {
    json m = memory_to_wire(*memory);
    m["device_bytes"] = optional_json(device_bytes());
    m["hbm_limit_bytes"] = optional_json(target.hbm_limit_bytes);
    if (target.hbm_limit_bytes && device_bytes()) {
      m["hbm_fraction"] = static_cast<double>(*device_bytes()) / static_cast<double>(*target.hbm_limit_bytes);
    }
    if (chip) m["chip_hbm_bytes"] = static_cast<int64_t>(chip->hbm_gib * (1 << 30));
    d["memory"] = m;
  }
  if (ok()) {
    d["cost"] = cost;
    if (auto seconds = optimal_seconds()) {
      d["time_estimate"] = {{"seconds", *seconds}, {"source", "libtpu cost analysis: optimal_seconds"}};
    } else {
      d["time_estimate"] = nullptr;
      d["time_estimate_note"] =
          "the TPU compiler exposes no time estimate for this module (no optimal_seconds in its cost analysis; "
          "Pallas kernels without a pl.CostEstimate report none)";
    }
  }
  return d;
}

PreflightTarget describe_target(const runtime::Topology& topology, const std::string& plugin_path) {
  PreflightTarget t;
  t.target = topology.spec().target;
  t.topology = topology.spec().name;
  t.device_kind = topology.device_kind();
  t.platform_version = topology.platform_version();
  t.plugin_path = plugin_path;
  t.libtpu_version = runtime::installed_package_version(plugin_path);
  t.devices = topology.num_devices();
  t.hbm_limit_bytes = topology.device_memory_limit();
  return t;
}

PreflightResult preflight_compile(const runtime::Plugin& plugin, const runtime::Topology& topology,
                                  const PreflightModule& module) {
  PreflightResult r;
  r.label = module.label;
  r.path = module.path;
  r.note = module.note;
  auto start = std::chrono::steady_clock::now();
  try {
    runtime::CompiledProgram compiled = runtime::compile_for_topology(plugin, topology, module.program);
    r.compile_seconds = seconds_since(start);
    r.status = "compiles";
    try {
      for (const auto& spec : compiled.outputs()) r.outputs.push_back(spec.describe());
    } catch (const Error&) {
      r.outputs.clear();  // an output dtype jaxbench does not name; not the compiler's verdict
    }
    r.memory = compiled.memory_stats();
    r.cost = compiled.cost_analysis().values;
  } catch (const PjrtError& error) {
    if (!error.is_compile()) throw;
    r.compile_seconds = seconds_since(start);
    r.raw_message = error.plugin_message();
    CompilerDiagnosis diagnosis = diagnose_compile_failure(error.is_oom(), error.plugin_message());
    r.status = diagnosis.status;
    r.message = diagnosis.summary;
    r.diagnosis = diagnosis;
  }
  return r;
}

PreflightRun preflight_isolated(const PreflightOptions& options, const PreflightModule& module) {
  // A libtpu already loaded here would be inherited by the child half-alive
  // (its threads do not survive fork): refuse rather than hang.
  if (void* loaded = ::dlopen(options.plugin_path.c_str(), RTLD_NOW | RTLD_NOLOAD)) {
    ::dlclose(loaded);  // drops only the reference RTLD_NOLOAD added
    throw Error(options.plugin_path +
                " is already loaded in this process; run TPU pre-flight before loading libtpu (or run "
                "`jaxbench preflight` as a subprocess)");
  }
  int result_pipe[2], log_pipe[2];
  if (::pipe2(result_pipe, O_CLOEXEC) != 0) throw Error(std::string("cannot create a pipe: ") + std::strerror(errno));
  if (::pipe2(log_pipe, O_CLOEXEC) != 0) {
    ::close(result_pipe[0]);
    ::close(result_pipe[1]);
    throw Error(std::string("cannot create a pipe: ") + std::strerror(errno));
  }
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  auto start = std::chrono::steady_clock::now();
  pid_t pid = ::fork();
  if (pid < 0) {
    for (int fd : {result_pipe[0], result_pipe[1], log_pipe[0], log_pipe[1]}) ::close(fd);
    throw Error(std::string("cannot fork the pre-flight compiler process: ") + std::strerror(errno));
  }
  if (pid == 0) {
    ::close(result_pipe[0]);
    ::close(log_pipe[0]);
    // libtpu's own chatter goes to the log pipe, never to our stdout.
    ::dup2(log_pipe[1], STDOUT_FILENO);
    ::dup2(log_pipe[1], STDERR_FILENO);
    ::close(log_pipe[1]);
    run_child(options, module, result_pipe[1]);
  }
  ::close(result_pipe[1]);
  ::close(log_pipe[1]);

  // Read both pipes until they close or the time is up.
  std::string result_text, log_text;
  const size_t kLogCap = 1 << 20;
  bool timed_out = false;
  pollfd fds[2] = {{result_pipe[0], POLLIN, 0}, {log_pipe[0], POLLIN, 0}};
  int open_fds = 2;
  char buffer[65536];
  while (open_fds > 0) {
    double left = options.timeout_seconds - seconds_since(start);
    if (left <= 0) {
      timed_out = true;
      break;
    }
    int ready = ::poll(fds, 2, static_cast<int>(std::min(left * 1000.0, 1000.0)) + 1);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) break;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      ssize_t n = ::read(fds[i].fd, buffer, sizeof(buffer));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        ::close(fds[i].fd);
        fds[i].fd = -1;
        --open_fds;
        continue;
      }
      if (i == 0) {
        result_text.append(buffer, static_cast<size_t>(n));
      } else {
        if (options.forward_plugin_stderr) write_all(STDERR_FILENO, std::string(buffer, static_cast<size_t>(n)));
        log_text.append(buffer, static_cast<size_t>(n));
        if (log_text.size() > kLogCap) log_text.erase(0, log_text.size() - kLogCap);
      }
    }
  }
  if (timed_out) ::kill(pid, SIGKILL);
  for (pollfd& fd : fds) {
    if (fd.fd >= 0) ::close(fd.fd);
  }
  int wait_status = 0;
  while (::waitpid(pid, &wait_status, 0) < 0 && errno == EINTR) {
  }
  double seconds = seconds_since(start);

  PreflightRun run;
  json document;
  if (!timed_out) {
    try {
      document = json::parse(result_text);
    } catch (const json::exception&) {
      document = nullptr;
    }
  }
  if (document.is_object() && document.contains("error")) throw Error(document.at("error").get<std::string>());
  if (document.is_object() && document.contains("result")) {
    run.target = PreflightTarget::from_json(document.at("target"));
    run.result = PreflightResult::from_wire(document.at("result"));
    return run;
  }
  // No result: the compiler was killed, crashed, or ran out of time.
  run.target.target = options.topology.target;
  run.target.topology = options.topology.name;
  run.target.plugin_path = options.plugin_path;
  run.target.libtpu_version = runtime::installed_package_version(options.plugin_path);
  PreflightResult& r = run.result;
  r.label = module.label;
  r.path = module.path;
  r.note = module.note;
  r.compile_seconds = seconds;
  if (timed_out) {
    r.status = "timeout";
    r.message = "the TPU compiler did not finish within " + std::to_string(static_cast<int>(options.timeout_seconds)) +
                " s (raise --timeout, or make the program smaller)";
    return run;
  }
  std::string how = WIFSIGNALED(wait_status)
                        ? std::string("was killed by signal ") + std::to_string(WTERMSIG(wait_status)) + " (" +
                              ::strsignal(WTERMSIG(wait_status)) + ")"
                        : "exited with code " + std::to_string(WEXITSTATUS(wait_status)) + " without a result";
  std::string words = last_words(log_text);
  bool killed_for_memory = WIFSIGNALED(wait_status) && WTERMSIG(wait_status) == SIGKILL;
  r.status = "compile_error";
  r.raw_message = log_text.size() > 4000 ? log_text.substr(log_text.size() - 4000) : log_text;
  r.message = "the TPU compiler " + how + (killed_for_memory ? " (the host may have run out of memory)" : "") +
              (words.empty() ? "" : "; its last words: " + words);
  CompilerDiagnosis diagnosis;
  diagnosis.status = r.status;
  diagnosis.summary = r.message;
  r.diagnosis = diagnosis;
  return run;
}

}  // namespace jaxbench::preflight
