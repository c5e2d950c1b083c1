// Stage 2: compile the candidate, then fetch the suite's trusted programs.
#include <unistd.h>

#include "core/strings.h"
#include "judge/prepared_cases.h"
#include "judge/stages.h"

namespace jaxbench::judge {

uint64_t default_memory_limit_bytes() {
  long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
  return pages > 0 && page > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(page) / 2 : 8ull << 30;
}

namespace {

uint64_t memory_limit(const Evaluation& e) {
  return e.options.memory_limit_bytes ? e.options.memory_limit_bytes : default_memory_limit_bytes();
}

int64_t needs_of(const runtime::MemoryStats& stats) {
  return std::max(stats.total_device_bytes(), stats.peak_bytes) + stats.host_temp_bytes;
}

// The candidate's compiled needs against the memory limit, where the plugin reports them.
bool fits_memory_limit(Evaluation& e) {
  std::optional<runtime::MemoryStats> stats = e.candidate->program().memory_stats();
  if (!stats || !e.options.check_compiled_memory) return true;
  uint64_t limit = memory_limit(e);
  int64_t needs = needs_of(*stats);
  if (needs <= 0 || static_cast<uint64_t>(needs) <= limit) return true;
  e.verdict.status = kOom;
  e.verdict.message = "the candidate's compiled program needs " + format_bytes(needs) + " (arguments " +
                      format_bytes(stats->argument_bytes) + ", outputs " + format_bytes(stats->output_bytes) +
                      ", temporaries " + format_bytes(stats->temp_bytes + stats->host_temp_bytes) +
                      "), more than the memory limit of " + format_bytes(static_cast<int64_t>(limit)) +
                      " (--memory-limit)";
  return false;
}

// From here on the candidate runs in this process: what it may allocate is
// the memory limit, plus what the suite's own programs need beside it (their
// inputs, the reference's and the truth's outputs, the expert kernel's:
// trusted, and bounded by the workload), plus slack for the allocator's own bookkeeping.
void bound_run_time_memory(Evaluation& e) {
  constexpr int64_t kSlack = 64ll << 20;
  int64_t beside = kSlack;
  // The suite's programs keep theirs: the plugin is asked once per program, not per evaluation.
  std::vector<std::optional<runtime::MemoryStats>> trusted = {e.inputs_program->memory_stats(),
                                                              e.reference->memory_stats(), e.truth->memory_stats()};
  if (e.expert_suite) trusted.push_back(e.expert_suite->memory_stats());
  if (e.expert_module) trusted.push_back(e.expert_module->program().memory_stats());
  for (const std::optional<runtime::MemoryStats>& stats : trusted) {
    if (stats) beside += std::max<int64_t>(needs_of(*stats), 0);
  }
  e.memory_bound.emplace(memory_limit(e) + static_cast<uint64_t>(beside));
  if (!e.memory_bound->applied()) e.verdict.notes.push_back("run-time memory not bounded: " + e.memory_bound->note());
}

// The suite's trusted programs, compiled once per cache: a warm judge's
// later candidates pay nothing here.
bool get_suite_programs(Evaluation& e) {
  suite::ProgramCache* programs = e.options.programs;
  if (!programs) {
    e.own_programs = std::make_unique<suite::ProgramCache>(e.session);
    programs = e.own_programs.get();
  }
  try {
    e.inputs_program = &programs->get(e.manifest, "inputs");
    e.reference = &programs->get(e.manifest, "reference");
    e.truth = &programs->get(e.manifest, "truth");
  } catch (const std::exception& error) {
    // The suite itself cannot run here: not the candidate's fault.
    e.verdict.status = kRuntimeError;
    e.verdict.message = std::string("the judge could not prepare the suite's programs: ") + error.what();
    return false;
  }
  return true;
}

bool compile_candidate(Evaluation& e) {
  try {
    // A compile cannot be cancelled either: past the limit the watchdog reports the timeout and ends the process.
    process::WatchdogScope guard(e.options.watchdog, e.options.compile_timeout_s, "the candidate's compile");
    e.candidate.emplace(e.session.client().compile(runtime::Program{e.candidate_text, "candidate"}));
  } catch (const PjrtError& error) {
    e.verdict.status = status_for_pjrt(error, kCompileError);
    e.verdict.message = "the candidate does not compile: " + one_line(error.plugin_message(), 600);
    return false;
  }
  return true;
}

}  // namespace

// The candidate first: its compile overlaps the input sets being prepared
// on another thread (prepared_cases.h), which use the program cache until
// they are made, so the suite's programs are fetched only after them.
bool compile_programs(Evaluation& e) {
  auto start = std::chrono::steady_clock::now();
  if (!compile_candidate(e)) return false;
  double candidate_seconds = seconds_since(start);
  if (e.options.prepared) e.options.prepared->wait();
  auto suite_start = std::chrono::steady_clock::now();
  if (!get_suite_programs(e)) return false;
  Verdict& v = e.verdict;
  double suite_seconds = seconds_since(suite_start);
  v.phases_s["compile_suite"] = suite_seconds;
  v.phases_s["compile"] = candidate_seconds + suite_seconds;
  if (!fits_memory_limit(e)) return false;
  prepare_expert(e);
  bound_run_time_memory(e);
  return true;
}

}  // namespace jaxbench::judge
