// The verdict as a few lines of text, for a terminal or an LLM prompt (its
// JSON is judge/verdict_json.h).
#pragma once

#include <string>

#include "judge/verdict.h"

namespace jaxbench::report {

std::string verdict_text(const judge::Verdict& verdict);

}  // namespace jaxbench::report
