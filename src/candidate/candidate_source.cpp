#include "candidate/candidate_source.h"

#include <chrono>
#include <filesystem>

#include "candidate/candidate_export.h"
#include "core/files.h"
#include "core/mlir_bytecode.h"
#include "core/status.h"

namespace jaxbench::candidate {

namespace {

CandidateSource load_mlir(const std::string& path) {
  CandidateSource source;
  source.module_text = read_file(path);
  source.source_text = source.module_text;
  if (is_mlir_bytecode(source.module_text)) {
    source.status = kRejected;
    source.message = "the candidate is MLIR bytecode; submit MLIR text (Exported.mlir_module()) so it can be checked";
    return source;
  }
  source.ok = true;
  source.export_info = {{"kind", "mlir"}};
  return source;
}

CandidateSource export_python_candidate(const std::string& path, const suite::Manifest& manifest,
                                        const std::string& platform, const ExportLimits& limits,
                                        const std::string& device_kind, WarmExporter* warm) {
  CandidateExport exported = warm ? warm->export_candidate(path, manifest.path, platform, limits, device_kind)
                                  : export_candidate(path, manifest.path, platform, limits, device_kind);
  CandidateSource source;
  source.source_text = exported.source_text;
  source.export_info = {{"kind", "python"},
                        {"status", export_status_name(exported.status)},
                        {"seconds", exported.seconds},
                        {"peak_rss_bytes", exported.peak_rss_bytes},
                        {"pallas_interpret", exported.pallas_interpret},
                        {"uses_pallas", exported.uses_pallas},
                        {"platform", platform},
                        {"device_kind", exported.device_kind.empty() ? device_kind : exported.device_kind},
                        {"network_isolated", exported.network_isolated},
                        {"isolation_note", exported.isolation_note},
                        {"stderr_tail", exported.stderr_tail}};
  if (warm) source.export_info["exporter"] = "warm";
  if (!exported.exporter_note.empty()) source.export_info["exporter_note"] = exported.exporter_note;
  switch (exported.status) {
    case ExportStatus::ok:
      source.ok = true;
      source.module_text = exported.module_text;
      break;
    case ExportStatus::timeout:
      source.status = kTimeout;
      break;
    case ExportStatus::oom:
      source.status = kOom;
      break;
    case ExportStatus::export_error:
      source.status = kExportError;
      break;
  }
  source.detail = exported.full_message;
  source.message = exported.status == ExportStatus::ok ? "" : "exporting the candidate failed: " + exported.message;
  if (exported.pallas_interpret) {
    source.notes.push_back("the Pallas kernel ran in interpret mode on " + platform +
                           ": its correctness is checked, but its timing says nothing about the target chip");
  }
  return source;
}

}  // namespace

CandidateSource load_candidate(const std::string& path, const suite::Manifest& manifest, const std::string& platform,
                               const ExportLimits& limits, const std::string& device_kind, WarmExporter* warm) {
  auto start = std::chrono::steady_clock::now();
  CandidateSource source;
  if (path.ends_with(".py")) {
    source = export_python_candidate(path, manifest, platform, limits, device_kind, warm);
  } else if (path.ends_with(".mlir") || path.ends_with(".mlirbc")) {
    source = load_mlir(path);
  } else {
    source.status = kExportError;
    if (file_exists(path)) source.source_text = read_file(path);
    source.message = "the candidate must be a .py file defining workload(*inputs) or a .mlir StableHLO module";
  }
  source.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return source;
}

}  // namespace jaxbench::candidate
