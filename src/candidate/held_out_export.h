// The suite's own programs (inputs, reference, truth) at a held-out shape,
// exported by tools/export/held_out.py in the same sandbox a candidate's
// export gets (a child of the warm exporter's zygote, or a one-shot
// process), and cached by shape: under the cache folder
// (suite::ExecutableStore::default_folder(), outside the checkout) in
// held_out/<workload>/<size>/<platform>/<key>, the key a hash of the public
// manifest, the shape and the platform, so a re-exported suite never reuses a
// stale entry. The programs are trusted: a failure here is the suite's bug,
// never the candidate's.
#pragma once

#include <optional>
#include <string>

#include "candidate/candidate_export.h"
#include "candidate/warm_exporter.h"
#include "suite/manifest.h"

namespace jaxbench::candidate {

struct SuiteAtShape {
  std::optional<suite::Manifest> manifest;  // with public_path set; empty when the export failed
  std::string message;                      // why it failed (one line)
  double seconds = 0;
  bool cached = false;
};

// Never throws for a failed export (message says why); throws only for the
// judge's own set-up (no checkout, no .venv). `specs_only`: the manifest's
// signatures alone (what a candidate's export at that shape needs).
SuiteAtShape export_suite_at_shape(const suite::Manifest& public_manifest, const suite::DimValues& dims,
                                   const std::string& platform, const ExportLimits& limits, WarmExporter* warm,
                                   bool specs_only = false);

}  // namespace jaxbench::candidate
