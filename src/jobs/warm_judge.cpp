#include "jobs/warm_judge.h"

#include "suite/registry.h"

namespace jaxbench::jobs {

struct WarmJudge::State {
  int evaluations = 0;
  int runs = 0;
  candidate::WarmExporter exporter;  // started on the first .py candidate
  WarmContext context;
};

WarmJudge::WarmJudge() : state_(std::make_unique<State>()) { state_->context.exporter = &state_->exporter; }
WarmJudge::~WarmJudge() = default;

judge::Verdict WarmJudge::eval(const EvalRequest& request, const EvalHooks& hooks) {
  ++state_->evaluations;
  return run_eval(request, hooks, state_->context);
}

suite::RunRecord WarmJudge::run(const RunRequest& request) {
  ++state_->runs;
  suite::Registry registry = suite::Registry::open_default();
  const suite::WorkloadEntry& entry = registry.resolve(request.workload);
  WarmContext::Slot& slot = state_->context.slot(request.plugin);
  slot.settle();
  return suite::run_workload(slot.session, registry, entry, request.size, request.sampling, slot.programs.get(),
                             request.variant);
}

nlohmann::json WarmJudge::status() const {
  nlohmann::json sessions = nlohmann::json::array();
  for (const auto& [asked, slot] : state_->context.slots()) {
    slot->settle();  // its counters are written while a spare is prepared
    sessions.push_back({{"plugin", asked},
                        {"plugin_path", slot->session.plugin().path()},
                        {"platform", slot->session.client().platform_name()},
                        {"device_kind", slot->session.device().kind()},
                        {"programs", slot->programs->status()}});
  }
  return {{"evaluations", state_->evaluations},
          {"runs", state_->runs},
          {"exporter", state_->exporter.status()},
          {"sessions", sessions}};
}

const WarmContext& WarmJudge::context() const { return state_->context; }

}  // namespace jaxbench::jobs
