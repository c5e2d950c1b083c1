// Prompts from templates under prompts/ (editable without rebuilding). A
// template is markdown with named placeholders, `{{name}}`, and one line
// `<!-- user -->` that splits the system text (above) from the task (below).
// What fills the placeholders (the workload's source, its shapes, the chip's
// facts, the contract, the best kernel, the last verdicts) is gathered by
// the loop; this part only renders, so a template's mistakes are caught here
// with the template's name and the placeholder.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "agent/proposer.h"

namespace jaxbench::agent {

inline constexpr const char* kUserMarker = "<!-- user -->";

// Every {{name}} replaced by values[name]; a name without a value throws
// jaxbench::Error naming it, the template and the names there are.
std::string render_template(const std::string& text, const std::map<std::string, std::string>& values,
                            const std::string& template_name);

// The template rendered and split at kUserMarker (no marker: all of it is the task).
ProposalRequest render_prompt(const std::string& text, const std::map<std::string, std::string>& values,
                              const std::string& template_name);

// One earlier attempt, as the next prompt tells it.
struct PastVerdict {
  int attempt = 0;
  std::string status;   // a verdict status, or a proposal outcome (no_code, cut_off, error)
  std::string message;  // the judge's (or the proposer's) one line
  std::optional<double> speedup;
};

// "- attempt 3: correct, 1.42x the reference — <message>" per line, the
// last `keep` only (oldest first); "(none yet)" when empty.
std::string format_verdicts(const std::vector<PastVerdict>& verdicts, size_t keep = 5);

}  // namespace jaxbench::agent
