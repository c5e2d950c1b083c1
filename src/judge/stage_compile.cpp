// Stage 2: compile the suite's trusted programs, then the candidate.
#include "judge/evaluation.h"

namespace jaxbench::judge {

bool compile_programs(Evaluation& e) {
  auto start = std::chrono::steady_clock::now();
  Verdict& v = e.verdict;
  try {
    e.inputs_program.emplace(suite::SuiteProgram::load(e.session, e.manifest, "inputs"));
    e.reference.emplace(suite::SuiteProgram::load(e.session, e.manifest, "reference"));
    e.truth.emplace(suite::SuiteProgram::load(e.session, e.manifest, "truth"));
  } catch (const std::exception& error) {
    // The suite itself cannot run here: not the candidate's fault.
    v.status = kRuntimeError;
    v.message = std::string("the judge could not prepare the suite's programs: ") + error.what();
    return false;
  }
  try {
    e.candidate.emplace(e.session.client().compile(runtime::Program{e.candidate_text, "candidate"}));
  } catch (const PjrtError& error) {
    v.status = status_for_pjrt(error, kCompileError);
    v.message = "the candidate does not compile: " + one_line(error.plugin_message(), 600);
    return false;
  }
  v.phases_s["compile"] = seconds_since(start);
  return true;
}

}  // namespace jaxbench::judge
