#include "candidate/candidate_source.h"

#include <chrono>
#include <filesystem>

#include "candidate/candidate_export.h"
#include "candidate/module_text.h"
#include "core/clock.h"
#include "core/files.h"
#include "core/mlir_bytecode.h"
#include "core/status.h"

namespace jaxbench::candidate {

namespace {

// A module as it was given: read through the MLIR parser once
// (module_text.h) so that text with location info, bytecode or another
// StableHLO version is checked and judged as the exporter's text of it.
// Text the parser refuses is kept as given: the compiler then says what is
// wrong with it, as it did before the parser.
CandidateSource load_mlir(const std::string& path, const ExportLimits& limits) {
  CandidateSource source;
  std::string code = read_file(path);
  ModuleText readable = readable_module_text(code, limits);
  source.export_info = {{"kind", "mlir"}, {"form", readable.form}, {"parsed", readable.parsed}};
  source.source_text = is_mlir_bytecode(code) ? readable.text : code;
  if (readable.ok) {
    source.module_text = readable.text;
  } else if (is_mlir_bytecode(code)) {
    source.status = kRejected;
    source.message = "the candidate's MLIR bytecode could not be read: " + readable.message;
    return source;
  } else {
    source.module_text = code;
    source.export_info["parse_error"] = readable.message;
  }
  source.ok = true;
  return source;
}

CandidateSource export_python_candidate(const std::string& path, const suite::Manifest& manifest,
                                        const std::string& platform, const ExportLimits& limits,
                                        const std::string& device_kind, WarmExporter* warm) {
  // At a held-out shape: the public manifest (where the workloads are) and the shape's own.
  bool held_out = !manifest.held_out.is_null() && !manifest.public_path.empty();
  const std::string& public_path = held_out ? manifest.public_path : manifest.path;
  std::string shape_manifest = held_out ? manifest.path : "";
  CandidateExport exported =
      warm ? warm->export_candidate(path, public_path, platform, limits, device_kind, shape_manifest)
           : export_candidate(path, public_path, platform, limits, device_kind, shape_manifest);
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
  if (!exported.pallas_problems.empty()) source.export_info["pallas_problems"] = exported.pallas_problems;
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
    source = load_mlir(path, limits);
  } else {
    source.status = kExportError;
    if (file_exists(path)) source.source_text = read_file(path);
    source.message = "the candidate must be a .py file defining workload(*inputs) or a .mlir StableHLO module";
  }
  source.seconds = seconds_since(start);
  return source;
}

}  // namespace jaxbench::candidate
