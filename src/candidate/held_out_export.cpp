#include "candidate/held_out_export.h"

#include <unistd.h>

#include <chrono>
#include <filesystem>

#include "candidate/export_sandbox.h"
#include "candidate/export_steps.h"
#include "core/clock.h"
#include "core/error.h"
#include "core/files.h"
#include "core/sha256.h"
#include "core/strings.h"
#include "core/temp_dir.h"
#include "suite/executable_store.h"

namespace jaxbench::candidate {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string cache_folder(const suite::Manifest& m, const suite::DimValues& dims, const std::string& platform,
                         bool specs_only) {
  std::string base = suite::ExecutableStore::default_folder().value_or(fs::temp_directory_path().string() +
                                                                       "/jaxbench-cache-" + std::to_string(getuid()));
  std::string key = sha256_hex(read_file(m.path) + "\n" + suite::shape_label(dims) + "\n" + platform +
                               (specs_only ? "\nspecs_only" : ""));
  return base + "/held_out/" + m.id + "/" + m.size + "/" + platform + "/" + key.substr(0, 24);
}

// A cached shape whose every artifact still matches its manifest.
std::optional<suite::Manifest> load_cached(const std::string& folder) {
  std::string path = folder + "/manifest.json";
  if (!file_exists(path)) return std::nullopt;
  try {
    suite::Manifest m = suite::Manifest::load(path);
    for (const auto& [file, info] : m.artifacts) suite::load_verified_artifact(m, file);
    return m;
  } catch (const std::exception&) {
    return std::nullopt;  // re-exported below
  }
}

std::vector<std::string> held_out_argv(const std::string& interpreter, const json& request) {
  std::vector<std::string> argv = {interpreter,
                                   "-m",
                                   "tools.export.held_out",
                                   "--workload-dir",
                                   request["workload_dir"].get<std::string>(),
                                   "--size",
                                   request["size"].get<std::string>(),
                                   "--dims",
                                   request["dims"].dump(),
                                   "--platform",
                                   request["platform"].get<std::string>(),
                                   "--out-dir",
                                   ".",
                                   "--json"};
  if (request.value("specs_only", false)) argv.push_back("--specs-only");
  return argv;
}

// Without a warm exporter: one sandboxed Python, its cwd `dir`.
process::SandboxResult run_one_shot(const json& request, const std::string& dir, const ExportLimits& limits) {
  auto [root, python] = detail::checkout_paths(limits);
  process::SandboxOptions options = detail::export_sandbox(limits, root, dir);
  options.root_binds = detail::exporter_root_binds(python, root, "");
  for (const auto& folder : detail::workload_folder_binds(root)) options.root_binds.push_back(folder);
  return process::run_sandboxed(held_out_argv(detail::real_interpreter_path(python), request), options);
}

std::string failure(const process::SandboxResult& r, const json& reply) {
  if (reply.is_object() && reply.contains("message") && reply["message"].is_string()) {
    return one_line(reply["message"].get<std::string>(), 600);
  }
  if (r.outcome == process::SandboxOutcome::timeout) return "the held-out export did not finish in time";
  return "the held-out exporter ended (" + r.message + "): " + one_line(process::tail_for_message(r.stderr_text, 400));
}

// The manifest and its artifacts, from the child's dir into the cache (via a
// sibling temp dir renamed into place, so a reader never sees half of it).
void install(const std::string& from, const std::string& folder) {
  suite::Manifest m = suite::Manifest::load(from + "/manifest.json");
  std::string tmp = folder + ".tmp-" + std::to_string(getpid());
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  write_file_atomic(tmp + "/manifest.json", read_file(from + "/manifest.json"));
  for (const auto& [file, info] : m.artifacts) write_file_atomic(tmp + "/" + file, read_file(from + "/" + file));
  std::error_code ec;
  fs::remove_all(folder, ec);
  fs::rename(tmp, folder, ec);
  if (ec) fs::remove_all(tmp, ec);  // another judge installed it first
}

}  // namespace

SuiteAtShape export_suite_at_shape(const suite::Manifest& public_manifest, const suite::DimValues& dims,
                                   const std::string& platform, const ExportLimits& limits, WarmExporter* warm,
                                   bool specs_only) {
  auto start = std::chrono::steady_clock::now();
  SuiteAtShape out;
  std::string folder = cache_folder(public_manifest, dims, platform, specs_only);
  out.manifest = load_cached(folder);
  out.cached = out.manifest.has_value();
  if (!out.manifest) {
    json request = {{"workload_dir", fs::weakly_canonical(fs::absolute(public_manifest.dir).parent_path()).string()},
                    {"size", public_manifest.size},
                    {"dims", json(dims)},
                    {"platform", platform},
                    {"specs_only", specs_only}};
    TempDir staging("jaxbench-held-out-");
    std::optional<process::SandboxResult> r;
    if (warm) r = warm->export_suite_at(request, staging.path(), limits);
    if (!r) r = run_one_shot(request, staging.path(), limits);
    json reply = detail::last_json_line(r->stdout_text);
    if (reply.value("status", "") != "ok" || !file_exists(staging.path() + "/manifest.json")) {
      out.message = "exporting the suite at " + suite::shape_label(dims) + " failed: " + failure(*r, reply);
    } else {
      fs::create_directories(fs::path(folder).parent_path());
      install(staging.path(), folder);
      out.manifest = load_cached(folder);
      if (!out.manifest) out.message = "the held-out export of " + suite::shape_label(dims) + " did not verify";
    }
  }
  if (out.manifest) out.manifest->public_path = public_manifest.path;
  out.seconds = seconds_since(start);
  return out;
}

}  // namespace jaxbench::candidate
