#pragma once
// The digest a tier that exports on first use (the levels) commits for each
// manifest, in <tier folder>/manifests.sha256.
#include <string>

namespace jaxbench::suite {

// sha256 of the manifest's JSON with each fixture artifact's own sha256 left
// out, written canonically: keys sorted, no spaces, UTF-8 as is, and every
// non-integer number as printf's "%.17g" string (so that C++ and Python,
// whose shortest float forms can differ, write the same bytes).
//
// Why the fixtures' bytes are left out: they are the reference's outputs
// computed by the host's XLA:CPU, and a matmul's rounding follows the host's
// kernels (AVX-512 or not), so pinning them refused every honest export on
// another CPU. Everything else stays pinned: the programs' sha256, the
// inputs' sha256 (integer random bits, the same on every host), shapes,
// dtypes, tolerances and formulas. A fixture still has to match its manifest
// (the registry's file check), and levels_reference_tests re-runs each op to
// compare its fixtures within tolerance.
//
// tools/export/verify_hashes.py (portable_digest) writes the same digest;
// throws Error naming `path` when the text is not JSON.
std::string portable_manifest_digest(const std::string& manifest_text, const std::string& path);

}  // namespace jaxbench::suite
