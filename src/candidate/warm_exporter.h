// The warm exporter: one sandboxed Python (tools/export/zygote.py) that
// imports JAX once and forks a fresh child per candidate, so only the first
// export pays the import. The child is forked and warmed (JAX's backend, the
// last workload's reference exported) while the judge works on the previous
// candidate (tools/export/zygote_spare.py), so an export pays for its own.
// Each child runs in its own temp dir under the zygote's (its cwd, HOME and
// TMPDIR) with its own wall-clock, CPU, address-space and file-size limits;
// the judge reads back only files from that dir, exactly as
// candidate::export_candidate does, and the result is classified by the same
// code (same statuses and messages).
//
// Nothing a candidate does reaches the next: the child is a fork (a
// monkeypatched jax or a filled sys.modules dies with it), its files are
// removed, and a zygote that dies (a candidate that kills its parent), hangs
// or answers garbage is killed and replaced on the next export. The export
// that broke it is re-run once in a fresh one-shot exporter, so its verdict
// is the one `jaxbench eval` gives; CandidateExport::exporter_note says so.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "candidate/candidate_export.h"
#include "process/sandboxed_service.h"

namespace jaxbench::candidate {

class WarmExporter {
 public:
  // `spares`: the zygote forks and warms each next child ahead of its
  // request (above). Off (zygote.py --no-spare), each child is forked at its
  // request: for an exporter whose requests come once or from a background
  // thread (a one-off eval's, the held-out prefetch's), where a spare's
  // warm-up would only compete for the CPU with the judge's compile and timing.
  explicit WarmExporter(bool spares = true);
  ~WarmExporter();
  WarmExporter(const WarmExporter&) = delete;
  WarmExporter& operator=(const WarmExporter&) = delete;

  // Same contract as candidate::export_candidate (throws only for the
  // judge's own set-up). The zygote is started on the first call, and again
  // when limits.root, python or isolate_network change.
  CandidateExport export_candidate(const std::string& candidate_path, const std::string& manifest_path,
                                   const std::string& platform, const ExportLimits& limits = {},
                                   const std::string& device_kind = "", const std::string& shape_manifest = "");
  // The suite's own programs at a held-out shape (tools/export/held_out.py
  // in a child of the same zygote): `request` holds workload_dir, size,
  // dims, platform (and specs_only); the files land in `out_dir`. Returns
  // the child's end as the one-shot path's SandboxResult; nullopt when the
  // zygote could not serve it (the caller runs it one-shot).
  std::optional<process::SandboxResult> export_suite_at(nlohmann::json request, const std::string& out_dir,
                                                        const ExportLimits& limits);

  // {zygote_pid, alive, spares, starts, restarts, exports_served, exports_prepared
  //  (served by a child the zygote had forked and warmed before the request,
  //  tools/export/zygote_spare.py), one_shot_reruns, last_import_seconds,
  //  last_problem, isolation_note}
  nlohmann::json status() const;

 private:
  struct Zygote;
  bool ensure_zygote(const std::string& root, const std::string& python, const ExportLimits& limits);
  std::optional<CandidateExport> export_warm(const std::string& candidate_path, const std::string& manifest_path,
                                             const std::string& platform, const ExportLimits& limits,
                                             const std::string& device_kind, const std::string& shape_manifest);
  std::optional<nlohmann::json> exchange(const nlohmann::json& request, double timeout_seconds,
                                         const std::string& what);
  void replace_zygote(const std::string& problem);

  std::unique_ptr<Zygote> zygote_;
  bool spares_;
  int starts_ = 0, restarts_ = 0, exports_served_ = 0, exports_prepared_ = 0, one_shot_reruns_ = 0;
  double last_import_seconds_ = 0;
  std::string last_problem_;
};

}  // namespace jaxbench::candidate
