// The levels' artifacts on first use: the suite's own exporter
// (`python -m tools.export --workloads-root <tier folder> --only ID ... --size S`)
// run in the same sandbox as a held-out export, writing only its temp dir;
// each exported folder is then moved into the workload's (ignored)
// <dir>/<size>/ and its manifest checked against the committed digest.
#pragma once

#include <string>
#include <vector>

#include "candidate/candidate_export.h"
#include "suite/registry.h"

namespace jaxbench::candidate {

// Exports `size` of every entry (all of one tier folder) in batches of a few
// workloads per Python process, one progress line per batch on stderr.
// Throws jaxbench::Error naming the workload and the exporter's message when
// one fails; the batches before it stay installed.
void export_suite_size(const std::vector<const suite::WorkloadEntry*>& entries, const std::string& size,
                       const ExportLimits& limits = {});

// Sets `registry`'s exporter to export_suite_size: run, eval, preflight,
// verify and serve call it once, where they open the registry.
void export_on_first_use(suite::Registry& registry);

}  // namespace jaxbench::candidate
