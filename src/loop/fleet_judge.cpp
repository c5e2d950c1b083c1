#include "loop/fleet_judge.h"

#include "core/error.h"
#include "jobs/eval_fields.h"
#include "jobs/request_deadlines.h"
#include "serve/device_worker.h"

namespace jaxbench::loop {

namespace {

using serve::kRecordFacts;  // what serve --no-store adds to an eval's result for its caller to record

fleet::Reply answered(fleet::Bridge& bridge, const std::string& method, const nlohmann::json& params,
                      double deadline_seconds = 0) {
  // throws Error when the bridge ended
  fleet::Reply reply = bridge.call(method, params, "", "", deadline_seconds).get();
  if (!reply.ok()) throw Error(method + " on the fleet: " + reply.error_code + ": " + reply.error_message);
  return reply;
}

}  // namespace

Judged FleetJudge::eval(const nlohmann::json& params) {
  // The fleet waits as long as the judge's serve would: the request's own deadline.
  jobs::EvalRequest request;
  jobs::decode_eval_fields(params, request);
  fleet::Reply reply = answered(bridge_, "eval", params, jobs::eval_deadline_seconds(request));
  Judged judged;
  judged.verdict = reply.result;
  if (judged.verdict.is_object() && judged.verdict.contains(kRecordFacts)) {
    judged.facts = judged.verdict[kRecordFacts];
    judged.verdict.erase(kRecordFacts);
  }
  if (!reply.fleet.is_null()) judged.verdict["fleet"] = reply.fleet;
  judged.wall_seconds = reply.wall_seconds;
  return judged;
}

nlohmann::json FleetJudge::describe(const nlohmann::json& params) {
  return answered(bridge_, "describe", params).result;
}

jobs::Rejudged rejudge(Judge& judge, const nlohmann::json& eval_params) {
  Judged judged = judge.eval(eval_params);
  return {judged.verdict, judged.facts, judged.wall_seconds};
}

}  // namespace jaxbench::loop
