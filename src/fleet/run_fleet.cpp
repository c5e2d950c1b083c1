#include "fleet/run_fleet.h"

#include <chrono>
#include <ctime>

#include "jobs/request_deadlines.h"
#include "store/verdict_record.h"
#include "suite/run_record_json.h"

namespace jaxbench::fleet {

namespace {

using Clock = std::chrono::steady_clock;

struct Sent {
  const suite::WorkloadEntry* entry;
  std::string variant;
  std::future<Reply> reply;
};

std::string timestamp() {
  std::time_t now = std::time(nullptr);
  char buffer[32];
  std::strftime(buffer, sizeof(buffer), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  return buffer;
}

// The judge's row, or a failed row saying why the fleet gave none.
suite::RunRecord row_of(Sent& sent, const std::string& size, double& wall_seconds) {
  suite::RunRecord record;
  record.workload = sent.entry->id;
  record.variant = sent.variant;
  record.size = size;
  try {
    Reply reply = sent.reply.get();
    wall_seconds = reply.wall_seconds;
    if (!reply.ok()) {
      record.error = "fleet: " + reply.error_code + ": " + reply.error_message;
      record.judged_by = reply.fleet;
      return record;
    }
    record = suite::run_record_from_json(reply.result);
    record.judged_by = reply.fleet;
  } catch (const std::exception& error) {
    record.error = std::string("fleet: ") + error.what();
  }
  return record;
}

// The run's environment: the first timed row's machine, as a verdict names its own.
void describe_fleet(store::Recorder& recorder, const suite::RunRecord& record, const std::string& jax_version) {
  nlohmann::json machine = {{"chip", record.chip.empty() ? record.device_kind : record.chip},
                            {"device_kind", record.device_kind},
                            {"platform", record.platform}};
  nlohmann::json facts = {{"jax_version", jax_version}, {"executor", "ray"}};
  recorder.set_environment(store::verdict_environment(machine, facts));
}

std::vector<Sent> send_all(Bridge& bridge, const std::vector<std::pair<const suite::WorkloadEntry*, std::string>>& work,
                           const jobs::RunRequest& request, const jobs::RunPlan& plan) {
  std::vector<Sent> sent;
  for (const auto& [entry, variant] : work) {
    sent.push_back({entry, variant,
                    bridge.call("run", run_params(entry->id, variant, request, plan), "", "",
                                jobs::run_deadline_seconds(plan.sampling.budget_seconds))});
  }
  return sent;
}

}  // namespace

nlohmann::json run_params(const std::string& workload, const std::string& variant, const jobs::RunRequest& request,
                          const jobs::RunPlan& plan) {
  nlohmann::json params = {
      {"workload", workload}, {"variant", variant}, {"size", plan.size}, {"budget", plan.sampling.budget_seconds}};
  if (request.num_warmup) params["num_warmup"] = *request.num_warmup;
  if (request.num_iters) params["num_iters"] = *request.num_iters;
  return params;
}

jobs::RunOutcome run_on_fleet(const jobs::RunRequest& request, const suite::Registry& registry, Bridge& bridge,
                              store::Recorder* recorder, const jobs::RunProgress& progress) {
  jobs::RunPlan plan = jobs::plan_run(request);
  jobs::RunOutcome outcome;
  outcome.notes = plan.notes;
  std::vector<const suite::WorkloadEntry*> entries = jobs::run_entries(request, registry);
  registry.prepare(entries, plan.size);  // here once, not by every judge at the same time
  auto start = Clock::now();
  // The first wave: each workload's asked variant (the baseline). The expert
  // kernels follow once a judge's row shows a platform that runs them.
  std::vector<std::pair<const suite::WorkloadEntry*, std::string>> work, experts;
  for (const auto* entry : entries) work.emplace_back(entry, request.variant.value_or("baseline"));
  int not_here = 0;
  for (int wave = 0; wave < 2 && !work.empty(); ++wave) {
    std::vector<Sent> sent = send_all(bridge, work, request, plan);
    for (size_t i = 0; i < sent.size(); ++i) {
      double wall_seconds = 0;
      suite::RunRecord record = row_of(sent[i], plan.size, wall_seconds);
      suite::Manifest manifest = registry.manifest(*sent[i].entry, plan.size);
      if (recorder && !recorder->started() && record.status == "success") {
        describe_fleet(*recorder, record, manifest.jax_version);
      }
      if (recorder) jobs::record_run_row(*recorder, record, wall_seconds);
      if (progress) progress(outcome.records.size(), entries.size(), record);
      bool expert = wave == 0 && !request.variant && suite::has_variant(manifest, "optimized");
      if (expert && record.status == "success" && suite::variant_runs_on(manifest, "optimized", record.platform)) {
        experts.emplace_back(sent[i].entry, "optimized");
      } else if (expert) {
        ++not_here;
      }
      outcome.records.push_back(std::move(record));
    }
    work = std::move(experts);
    experts.clear();
  }
  if (not_here) {
    outcome.notes.push_back("the expert kernels (pallas_tpu, JAXBench's optimized variant) of " +
                            std::to_string(not_here) + " workload(s) run on a TPU only: not timed by this fleet");
  }
  const suite::RunRecord* first = outcome.records.empty() ? nullptr : &outcome.records.front();
  outcome.metadata = {
      {"platform", first ? first->platform : ""},
      {"device_kind", first ? first->device_kind : ""},
      {"size", plan.size},
      {"timestamp", timestamp()},
      {"seconds", std::chrono::duration<double>(Clock::now() - start).count()},
      {"executor", "ray"},
      {"fleet", bridge.joined().value("fleet", nlohmann::json::object()).value("cluster", nlohmann::json())}};
  return outcome;
}

}  // namespace jaxbench::fleet
