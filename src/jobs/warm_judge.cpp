#include "jobs/warm_judge.h"

namespace jaxbench::jobs {

struct WarmJudge::State {
  explicit State(const suite::Registry& registry) : context(registry) {}
  int evaluations = 0;
  int runs = 0;
  candidate::WarmExporter exporter;  // started on the first .py candidate
  WarmContext context;
  // After context: stopped before the sessions it compiles on are closed.
  judge::HeldOutPrefetch held_out_prefetch;
};

WarmJudge::WarmJudge(const suite::Registry& registry) : state_(std::make_unique<State>(registry)) {
  state_->context.exporter = &state_->exporter;
  state_->context.held_out_prefetch = &state_->held_out_prefetch;
}
WarmJudge::~WarmJudge() = default;

judge::Verdict WarmJudge::eval(const EvalRequest& request, const EvalHooks& hooks) {
  ++state_->evaluations;
  return run_eval(request, hooks, state_->context);
}

RunOutcome WarmJudge::run(const RunRequest& request) {
  ++state_->runs;
  RunPlan plan = plan_run(request);
  WarmContext::Slot& slot = state_->context.slot(plan.plugin);
  slot.settle();
  return run_suite(request, plan, state_->context.registry(), slot.session, *slot.programs, nullptr);
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
          {"held_out_prefetch", state_->held_out_prefetch.status()},
          {"sessions", sessions}};
}

const WarmContext& WarmJudge::context() const { return state_->context; }

}  // namespace jaxbench::jobs
