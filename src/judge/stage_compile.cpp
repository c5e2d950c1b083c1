// Stage 2: compile the suite's trusted programs, then the candidate.
#include "judge/evaluation.h"

namespace jaxbench::judge {

bool compile_programs(Evaluation& e) {
  auto start = std::chrono::steady_clock::now();
  Verdict& v = e.verdict;
  suite::ProgramCache* programs = e.options.programs;
  if (!programs) {
    e.own_programs = std::make_unique<suite::ProgramCache>(e.session);
    programs = e.own_programs.get();
  }
  try {
    // Compiled once per cache: a warm judge's later candidates pay nothing here.
    e.inputs_program = &programs->get(e.manifest, "inputs");
    e.reference = &programs->get(e.manifest, "reference");
    e.truth = &programs->get(e.manifest, "truth");
  } catch (const std::exception& error) {
    // The suite itself cannot run here: not the candidate's fault.
    v.status = kRuntimeError;
    v.message = std::string("the judge could not prepare the suite's programs: ") + error.what();
    return false;
  }
  v.phases_s["compile_suite"] = seconds_since(start);
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
