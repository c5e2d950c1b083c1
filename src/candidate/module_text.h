// A StableHLO module from outside the suite (a .mlir or .mlirbc candidate,
// `preflight --program`) as the text the judge's readers take: the main
// signature (runtime/signature.h), the static checks, the pre-flight's
// kernel probe (preflight/kernel_probe.h) read the module line by line as
// jax.export's printer lays it out, with no location info.
//
// So every module that comes in goes through MLIR's own parser once
// (tools/export/module_text.py, jaxlib's MLIR in the export sandbox: ~0.3 s):
// text with locations (`#loc` aliases, `loc(...)` on every op, what
// `Exported.mlir_module()` prints), generic-form text, MLIR bytecode and
// portable artifacts from any StableHLO version the parser upgrades from
// all come back as the same printed text the suite's exporter writes, so
// they get the same estimate as the project's own export of that program.
// Text already in that form skips the parser.
#pragma once

#include <string>

#include "candidate/candidate_export.h"

namespace jaxbench::candidate {

struct ModuleText {
  bool ok = false;
  std::string text;     // the module as the exporter prints it (when ok)
  std::string form;     // what came in: "text", "text with location info", "portable artifact (VHLO bytecode)", ...
  bool parsed = false;  // it went through the parser (false: already in the printed form)
  std::string message;  // why it could not be read (one line, when !ok)
};

// True when `code` is text as the exporter prints it: pretty form (a
// `module` holding `func.func public @main(`) and no location info outside
// string literals. Such text is read as it is.
bool is_printed_form(const std::string& code);

// `code` (text or bytecode) as printed text. Never throws for what the
// module holds: a module the parser refuses comes back !ok with the
// parser's first diagnostic. Throws jaxbench::Error only for the judge's own
// set-up (no .venv).
ModuleText readable_module_text(const std::string& code, const ExportLimits& limits = {});

}  // namespace jaxbench::candidate
