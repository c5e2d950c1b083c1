#include "judge/warm_judge.h"

#include "runtime/session.h"
#include "suite/registry.h"

namespace jaxbench::judge {

struct WarmJudge::State {
  int evaluations = 0;
  int runs = 0;
};

WarmJudge::WarmJudge() : state_(std::make_unique<State>()) {}
WarmJudge::~WarmJudge() = default;

Verdict WarmJudge::eval(const EvalRequest& request, const EvalHooks& hooks) {
  ++state_->evaluations;
  return run_eval(request, hooks);
}

suite::RunRecord WarmJudge::run(const RunRequest& request) {
  ++state_->runs;
  suite::Registry registry = suite::Registry::open_default();
  const suite::WorkloadEntry& entry = registry.resolve(request.workload);
  runtime::Session session = runtime::Session::open(request.plugin);
  return suite::run_workload(session, registry, entry, request.size, request.sampling);
}

nlohmann::json WarmJudge::status() const {
  return {{"evaluations", state_->evaluations}, {"runs", state_->runs}};
}

}  // namespace jaxbench::judge
