// The expert kernel, the third contender of the timing stage: the program a
// person tuned by hand for the workload (its pallas_tpu export, runnable on
// a TPU only), or a module given with --expert. It is the suite's (or the
// caller's) and trusted: never judged for correctness, and never the
// candidate's fault when it cannot run here.
#include <algorithm>

#include "core/strings.h"
#include "judge/stages.h"
#include "suite/runner.h"

namespace jaxbench::judge {

namespace {

// The expert kernel is the suite's "optimized" variant (JAXBench's optimized.py).
constexpr const char* kExpertVariant = "optimized";

void prepare_suite_expert(Evaluation& e) {
  Verdict& v = e.verdict;
  std::vector<std::string> platforms = suite::variant_platforms(e.manifest, kExpertVariant);
  std::string program = suite::variant_program(kExpertVariant);
  if (platforms.empty()) return;
  if (std::find(platforms.begin(), platforms.end(), v.platform) == platforms.end()) {
    std::string where;
    for (const auto& platform : platforms) where += (where.empty() ? "" : ", ") + platform;
    v.notes.push_back("the expert kernel (" + program + ") runs on " + where + ", not " + v.platform +
                      ": not timed here" + (v.preflight.is_null() ? " (--target v6e estimates it)" : ""));
    return;
  }
  suite::ProgramCache* programs = e.options.programs ? e.options.programs : e.own_programs.get();
  try {
    e.expert_suite = &programs->get(e.manifest, program);
    v.expert_program = program;
  } catch (const std::exception& error) {
    v.notes.push_back(std::string("the expert kernel is not timed: it does not compile here: ") +
                      one_line(error.what(), 300));
  }
}

}  // namespace

void prepare_expert(Evaluation& e) {
  if (!e.options.time_expert || !e.options.timing) return;
  if (e.options.expert_text.empty()) return prepare_suite_expert(e);
  try {
    e.expert_module.emplace(
        e.session.client().compile(runtime::Program{e.options.expert_text, e.options.expert_label}));
    e.verdict.expert_program = e.options.expert_label;
  } catch (const std::exception& error) {
    e.verdict.notes.push_back("the expert kernel " + e.options.expert_label +
                              " is not timed: it does not compile: " + one_line(error.what(), 300));
  }
}

std::optional<measure::Launcher> expert_launcher(const Evaluation& e,
                                                 const std::vector<const runtime::Buffer*>& arguments) {
  if (e.expert_suite) {
    const suite::SuiteProgram* expert = e.expert_suite;
    return measure::Launcher([expert, arguments] { return expert->execute_async(arguments); });
  }
  if (e.expert_module) {
    const runtime::Executable* expert = &*e.expert_module;
    const runtime::Device& device = e.session.device();
    return measure::Launcher([expert, arguments, &device] { return expert->execute_async(arguments, device); });
  }
  return std::nullopt;
}

}  // namespace jaxbench::judge
