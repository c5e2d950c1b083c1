#include "candidate/warm_exporter.h"

#include <stdlib.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "candidate/export_sandbox.h"
#include "candidate/export_steps.h"
#include "candidate/zygote_reply.h"
#include "core/error.h"
#include "core/files.h"
#include "core/temp_dir.h"
#include "platform/registry.h"

namespace jaxbench::candidate {

namespace fs = std::filesystem;

namespace {

// The zygote runs only our code (imports, fork, wait); its own limits bound
// a bug of ours. Each child lowers them to the export's own (a child cannot
// raise them: an export asking for more address space gets this much).
constexpr uint64_t kZygoteAddressSpace = 64ull << 30;
constexpr uint64_t kZygoteCpuSeconds = 3600;  // then SIGXCPU, and the next export starts a fresh one
constexpr double kImportSeconds = 300;        // `import jax` takes seconds; a loaded machine, more
constexpr double kReplyGraceSeconds = 30;     // past the child's own deadline, the zygote itself hangs
constexpr size_t kReplyCap = 64 * 1024;

uint64_t child_cpu_limit(const ExportLimits& limits) {
  return limits.cpu_seconds ? limits.cpu_seconds
                            : static_cast<uint64_t>(std::max(1.0, std::ceil(2 * limits.timeout_seconds)));
}

nlohmann::json child_limits(const ExportLimits& limits) {
  return {{"timeout_seconds", limits.timeout_seconds},
          {"address_space_bytes", limits.address_space_bytes},
          {"cpu_seconds", child_cpu_limit(limits)},
          {"file_size_bytes",
           limits.disk_bytes ? std::min(limits.file_size_bytes, limits.disk_bytes) : limits.file_size_bytes},
          {"disk_bytes", limits.disk_bytes},
          {"max_tasks", export_task_bound(limits)}};
}

// One child's dir inside the zygote's (which the sandbox lets it write).
class ChildDir {
 public:
  ChildDir(const std::string& parent, bool keep) : keep_(keep) {
    std::string pattern = parent + "/candidate-XXXXXX";
    if (::mkdtemp(pattern.data()) == nullptr) throw Error("cannot create a temp dir in " + parent);
    path_ = pattern;
  }
  ~ChildDir() {
    std::error_code ec;
    if (!keep_) fs::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  bool keep_;
};

}  // namespace

struct WarmExporter::Zygote {
  std::string key;  // root, python, network isolation: a change needs a new zygote
  TempDir dir{"jaxbench-zygote-"};
  std::unique_ptr<process::SandboxedService> service;
};

WarmExporter::WarmExporter(bool spares) : spares_(spares) {}
WarmExporter::~WarmExporter() = default;

void WarmExporter::replace_zygote(const std::string& problem) {
  last_problem_ = problem;
  if (zygote_) zygote_->service->kill();
  zygote_.reset();
  ++restarts_;
}

bool WarmExporter::ensure_zygote(const std::string& root, const std::string& python, const ExportLimits& limits) {
  std::string key = root + "\n" + python + "\n" + (limits.isolate_network ? "isolated" : "network");
  if (zygote_ && zygote_->key == key && zygote_->service->alive()) return true;
  if (zygote_ && zygote_->key == key) replace_zygote("the zygote died between exports");
  zygote_.reset();
  auto zygote = std::make_unique<Zygote>();
  zygote->key = key;
  process::SandboxOptions options = detail::export_sandbox(limits, root, zygote->dir.path());
  // Requests name any workload's manifest: the zygote's root holds them all.
  options.root_binds = detail::exporter_root_binds(python, root, "");
  for (const auto& folder : detail::workload_folder_binds(root)) options.root_binds.push_back(folder);
  options.address_space_bytes = kZygoteAddressSpace;
  options.cpu_seconds = kZygoteCpuSeconds;
  // Forking is safe only before any thread starts: numpy's OpenBLAS starts
  // its pool at import unless told not to (exports do not use it).
  options.env.push_back({"OPENBLAS_NUM_THREADS", "1"});
  std::vector<std::string> argv{detail::real_interpreter_path(python), "-m", "tools.export.zygote"};
  if (!spares_) argv.push_back("--no-spare");
  zygote->service = std::make_unique<process::SandboxedService>(argv, options);
  ++starts_;
  std::string why, line;
  if (!zygote->service->start(&why)) {
    last_problem_ = "the warm exporter could not start: " + why;
    return false;
  }
  process::LineRead read = zygote->service->read_line(kImportSeconds, &line, kReplyCap);
  nlohmann::json ready = read == process::LineRead::line ? nlohmann::json::parse(line, nullptr, false) : nullptr;
  if (!ready.is_object() || ready.value("ready", false) != true) {
    std::string said = ready.is_object() ? ready.value("message", line) : line;
    last_problem_ = "the warm exporter did not start (" + std::string(process::line_read_name(read)) +
                    "): " + (said.empty() ? process::tail_for_message(zygote->service->stderr_tail(), 300) : said);
    return false;
  }
  last_import_seconds_ = ready.value("import_seconds", 0.0);
  zygote_ = std::move(zygote);
  return true;
}

// One request to the zygote and its reply; nullopt (the zygote replaced)
// when it does not answer with a child's end.
std::optional<nlohmann::json> WarmExporter::exchange(const nlohmann::json& request, double timeout_seconds,
                                                     const std::string& what) {
  process::SandboxedService& service = *zygote_->service;
  std::string line;
  if (!service.write_line(request.dump())) {
    replace_zygote("the zygote stopped reading requests");
    return std::nullopt;
  }
  process::LineRead read = service.read_line(timeout_seconds + kReplyGraceSeconds, &line, kReplyCap);
  if (read != process::LineRead::line) {
    replace_zygote(read == process::LineRead::closed ? "the zygote died while exporting " + what
                                                     : std::string("the zygote's reply: ") + line_read_name(read));
    return std::nullopt;
  }
  nlohmann::json reply = nlohmann::json::parse(line, nullptr, false);
  if (!detail::is_zygote_reply(reply)) {
    replace_zygote("the zygote answered something else than a reply: " + line.substr(0, 200));
    return std::nullopt;
  }
  if (reply.value("prepared", false)) ++exports_prepared_;
  return reply;
}

std::optional<CandidateExport> WarmExporter::export_warm(const std::string& candidate_path,
                                                         const std::string& manifest_path, const std::string& platform,
                                                         const ExportLimits& limits, const std::string& device_kind,
                                                         const std::string& shape_manifest) {
  ChildDir dir(zygote_->dir.path(), limits.keep_work_dir);
  std::string name = detail::staged_name(candidate_path);
  std::string source_text = read_file(candidate_path);
  write_file_atomic(dir.path() + "/" + name, source_text);
  nlohmann::json request = {
      {"candidate", name},
      {"manifest", fs::absolute(manifest_path).string()},
      {"out_dir", dir.path()},
      {"platform", platform},
      {"device_kind", device_kind.empty() ? platform::default_export_device_kind(platform) : device_kind},
      {"limits", child_limits(limits)}};
  if (!shape_manifest.empty()) {
    write_file_atomic(dir.path() + "/" + detail::kStagedShapeManifest, read_file(shape_manifest));
    request["shape_manifest"] = detail::kStagedShapeManifest;
  }
  std::optional<nlohmann::json> reply = exchange(request, limits.timeout_seconds, name);
  if (!reply) return std::nullopt;
  process::SandboxedService& service = *zygote_->service;
  process::SandboxResult r = detail::result_from_zygote_reply(
      *reply, dir.path(), limits.timeout_seconds, child_cpu_limit(limits), limits.file_size_bytes, service.isolation());
  CandidateExport e =
      detail::finished_export(r, dir.path(), limits, std::move(source_text), process::tail_for_message(r.stderr_text));
  ++exports_served_;
  return e;
}

CandidateExport WarmExporter::export_candidate(const std::string& candidate_path, const std::string& manifest_path,
                                               const std::string& platform, const ExportLimits& limits,
                                               const std::string& device_kind, const std::string& shape_manifest) {
  auto [root, python] = detail::exporter_paths(candidate_path, manifest_path, platform, limits);
  if (ensure_zygote(root, python, limits)) {
    if (auto e = export_warm(candidate_path, manifest_path, platform, limits, device_kind, shape_manifest)) return *e;
  }
  // The zygote could not start, or this candidate broke it: judge it the way
  // the one-shot path does (the next export starts a fresh zygote).
  ++one_shot_reruns_;
  CandidateExport e =
      candidate::export_candidate(candidate_path, manifest_path, platform, limits, device_kind, shape_manifest);
  e.exporter_note = "exported one-shot: " + last_problem_;
  return e;
}

std::optional<process::SandboxResult> WarmExporter::export_suite_at(nlohmann::json request, const std::string& out_dir,
                                                                    const ExportLimits& limits) {
  auto [root, python] = detail::checkout_paths(limits);
  if (!ensure_zygote(root, python, limits)) return std::nullopt;
  ChildDir dir(zygote_->dir.path(), limits.keep_work_dir);
  request["tool"] = "held_out";
  request["out_dir"] = dir.path();
  request["limits"] = child_limits(limits);
  std::optional<nlohmann::json> reply = exchange(request, limits.timeout_seconds, "a held-out shape");
  if (!reply) return std::nullopt;
  process::SandboxResult r =
      detail::result_from_zygote_reply(*reply, dir.path(), limits.timeout_seconds, child_cpu_limit(limits),
                                       limits.file_size_bytes, zygote_->service->isolation());
  for (const auto& item : fs::directory_iterator(dir.path())) {
    std::string name = item.path().filename().string(), data, why;
    if (name == "stdout" || name == "stderr") continue;
    if (detail::read_child_file(item.path().string(), limits.file_size_bytes, &data, &why)) {
      write_file_atomic(out_dir + "/" + name, data);
    }
  }
  ++exports_served_;
  return r;
}

nlohmann::json WarmExporter::status() const {
  return {{"zygote_pid", zygote_ ? zygote_->service->pid() : -1},
          {"alive", zygote_ != nullptr && zygote_->service->pid() > 0},
          {"spares", spares_},
          {"starts", starts_},
          {"restarts", restarts_},
          {"exports_served", exports_served_},
          {"exports_prepared", exports_prepared_},
          {"one_shot_reruns", one_shot_reruns_},
          {"last_import_seconds", last_import_seconds_},
          {"last_problem", last_problem_},
          {"isolation_note", zygote_ ? zygote_->service->isolation().isolation_note : ""}};
}

}  // namespace jaxbench::candidate
