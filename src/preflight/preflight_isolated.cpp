// preflight_isolated: one module compiled by the sandboxed worker
// (preflight_worker.h), its outcome read back as a PreflightRun.
#include <signal.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "core/files.h"
#include "core/status.h"
#include "core/strings.h"
#include "core/temp_dir.h"
#include "preflight/preflight.h"
#include "preflight/preflight_worker.h"

namespace jaxbench::preflight {

namespace {

using json = nlohmann::json;

// The last non-empty lines of the worker's stderr, as one line.
std::string last_words(const std::string& log, size_t lines = 3) {
  std::vector<std::string> kept;
  size_t end = log.size();
  while (end > 0 && kept.size() < lines) {
    size_t start = log.rfind('\n', end - 1);
    size_t from = start == std::string::npos ? 0 : start + 1;
    std::string line = log.substr(from, end - from);
    if (line.find_first_not_of(" \t\r") != std::string::npos) kept.insert(kept.begin(), line);
    if (start == std::string::npos) break;
    end = start;
  }
  std::string text;
  for (const auto& line : kept) text += (text.empty() ? "" : " | ") + line;
  return one_line(text, 400);
}

// The work dir's request: the module's code as a file, its kernels' input
// values, and what to do with them.
void stage_request(const PreflightOptions& options, const PreflightModule& module, const std::string& dir) {
  WorkerRequest request;
  // Its real path: the worker's root binds libtpu's folder, where a symlink
  // on the way (a linked virtual environment) would lead nowhere.
  std::error_code ec;
  std::filesystem::path real = std::filesystem::weakly_canonical(options.plugin_path, ec);
  request.plugin_path = ec || options.plugin_path.empty() ? options.plugin_path : real.string();
  request.topology = options.topology;
  request.label = module.label;
  request.path = module.path;
  request.note = module.note;
  request.program_file = module.program.is_bytecode() ? "module.mlirbc" : "module.mlir";
  request.program_name = module.program.name;
  const char* keep = std::getenv("JAXBENCH_KEEP_TPU_DUMPS");
  request.keep_dump = keep && *keep;
  write_file_atomic(dir + "/" + request.program_file, module.program.code);
  KernelInputs inputs = module.inputs.kernel_inputs(module.program, module.text);
  request.kernel_inputs_file = kKernelInputsFile;
  write_file_atomic(dir + "/" + kKernelInputsFile, inputs.to_json().dump());
  write_file_atomic(dir + "/" + kWorkerRequestFile, request.to_json().dump());
}

// No result from the worker: it ran out of time, crashed or was killed.
PreflightRun no_result(const PreflightOptions& options, const PreflightModule& module,
                       const process::SandboxResult& run) {
  PreflightRun out;
  out.target.target = options.topology.target;
  out.target.topology = options.topology.name;
  out.target.plugin_path = options.plugin_path;
  out.target.libtpu_version = runtime::installed_package_version(options.plugin_path);
  PreflightResult& r = out.result;
  r.label = module.label;
  r.path = module.path;
  r.note = module.note;
  r.compile_seconds = run.wall_seconds;
  if (run.outcome == process::SandboxOutcome::timeout) {
    r.status = kTimeout;
    r.message = "the TPU compiler did not finish within " + std::to_string(static_cast<int>(options.timeout_seconds)) +
                " s (raise --timeout, or make the program smaller)";
    return out;
  }
  bool signaled = run.outcome == process::SandboxOutcome::signaled;
  std::string how = signaled
                        ? "was killed by signal " + std::to_string(run.signal) + " (" + ::strsignal(run.signal) + ")"
                        : "exited with code " + std::to_string(run.exit_code) + " without a result";
  if (run.cpu_limit_hit) how += " after using its CPU-time limit";
  const std::string& log = run.stderr_text;
  bool killed_for_memory = signaled && run.signal == SIGKILL && !run.cpu_limit_hit;
  // libtpu's allocator at RLIMIT_AS: "RAW: mmap error: 12" (ENOMEM), then SIGSEGV.
  if (!killed_for_memory && kWorkerAddressSpaceBytes && log.find("mmap error: 12") != std::string::npos) {
    how += " (it reached the worker's " + format_bytes(static_cast<int64_t>(kWorkerAddressSpaceBytes)) +
           " address-space limit)";
  }
  std::string words = last_words(log);
  r.status = kCompileError;
  r.raw_message = log.size() > 4000 ? log.substr(log.size() - 4000) : log;
  r.message = "the TPU compiler " + how + (killed_for_memory ? " (the host may have run out of memory)" : "") +
              (words.empty() ? "" : "; its last words: " + words);
  CompilerDiagnosis diagnosis;
  diagnosis.status = r.status;
  diagnosis.summary = r.message;
  r.diagnosis = diagnosis;
  return out;
}

// JAXBENCH_KEEP_TPU_DUMPS=DIR (a benchmark's aid, bench/tpu_tuned_tables.py):
// the worker's dump, kernel inputs and result are kept in DIR/<label>, so a
// change to the dump reader is measured again without compiling.
void keep_dump(const std::string& work_dir, const std::string& label) {
  const char* keep = std::getenv("JAXBENCH_KEEP_TPU_DUMPS");
  if (!keep || !*keep) return;
  std::string name = label;
  for (char& c : name) c = (c == '/' || c == ' ') ? '_' : c;
  std::filesystem::path to = std::filesystem::path(keep) / name;
  std::error_code ec;
  std::filesystem::remove_all(to, ec);
  std::filesystem::create_directories(to, ec);
  for (const char* file : {kDumpFolder, kKernelInputsFile, kWorkerResultFile}) {
    std::filesystem::rename(std::filesystem::path(work_dir) / file, to / file, ec);
    if (ec)
      std::filesystem::copy(std::filesystem::path(work_dir) / file, to / file, std::filesystem::copy_options::recursive,
                            ec);
  }
}

}  // namespace

PreflightRun preflight_isolated(const PreflightOptions& asked, const PreflightModule& module) {
  // The sandbox binds libtpu's folder at its real path: a path through a
  // symbolic link (a .venv linked from elsewhere) would not exist inside.
  PreflightOptions options = asked;
  std::error_code ec;
  std::filesystem::path real = std::filesystem::canonical(options.plugin_path, ec);
  if (!ec) options.plugin_path = real.string();
  std::string worker = options.worker_path.empty() ? locate_preflight_worker() : options.worker_path;
  TempDir dir("jaxbench-preflight-");
  stage_request(options, module, dir.path());
  process::SandboxResult run =
      process::run_sandboxed({worker, kWorkerRequestFile}, worker_sandbox(options, dir.path()));
  if (run.outcome == process::SandboxOutcome::spawn_failed) {
    throw Error("cannot start the TPU pre-flight compiler " + worker + ": " + run.message);
  }
  std::string result_file = dir.path() + "/" + kWorkerResultFile;
  json document;
  if (run.outcome == process::SandboxOutcome::exited && run.exit_code == 0 && file_exists(result_file)) {
    try {
      document = json::parse(read_file(result_file));
    } catch (const json::exception&) {
      document = nullptr;
    }
  }
  keep_dump(dir.path(), module.label);
  if (document.is_object() && document.contains("error")) throw Error(document.at("error").get<std::string>());
  if (!document.is_object() || !document.contains("result")) return no_result(options, module, run);
  PreflightRun out;
  out.target = PreflightTarget::from_json(document.at("target"));
  out.result = PreflightResult::from_wire(document.at("result"));
  return out;
}

}  // namespace jaxbench::preflight
