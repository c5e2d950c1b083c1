// The loop's judge on a fleet (`optimize --executor ray`): each eval goes
// through the bridge to an idle judge of the fleet, so the workloads' threads
// (--jobs) judge at the same time, one candidate per chip. The judges run
// serve --no-store and hand back what the store keeps beside each verdict
// (record_facts); the runner records each step once, here, on the driver,
// whatever judge or how many attempts it took. The verdict carries "fleet":
// the worker and node that judged it.
#pragma once

#include "fleet/bridge.h"
#include "jobs/verify.h"
#include "loop/judge.h"

namespace jaxbench::loop {

class FleetJudge : public Judge {
 public:
  explicit FleetJudge(fleet::Bridge& bridge) : bridge_(bridge) {}
  Judged eval(const nlohmann::json& params) override;
  nlohmann::json describe(const nlohmann::json& params) override;
  bool parallel() const override { return true; }

 private:
  fleet::Bridge& bridge_;
};

// `verify --executor ray`'s re-judging (jobs::VerifyHooks::remote_eval): one
// eval on `judge`, its verdict naming the worker; throws Error when the fleet
// could not judge it.
jobs::Rejudged rejudge(Judge& judge, const nlohmann::json& eval_params);

}  // namespace jaxbench::loop
