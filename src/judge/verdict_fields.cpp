#include "judge/verdict_fields.h"

#include "judge/verdict_json.h"
#include "judge/verdict_sections.h"

namespace jaxbench::judge {

namespace {

using nlohmann::json;

std::vector<VerdictField> build_fields() {
  return {
      {"schema", "string", false, "`jaxbench.verdict/2`", [](const Verdict&) { return json(kVerdictSchema); }},
      {"workload", "string", true, "the workload's id", [](const Verdict& v) { return json(v.workload); }},
      {"size", "string", false, "the exported size judged: `small` or `full`",
       [](const Verdict& v) { return json(v.size); }},
      {"chip", "string", false, "the chip the times were taken on (`cpu`, `v6e`, `h200`…)",
       [](const Verdict& v) { return json(v.chip); }},
      {"tpu", "string", true, "JAXBench's name for `chip`", [](const Verdict& v) { return json(v.chip); }},
      {"platform", "string", false, "the PJRT plugin's platform (`cpu`, `cuda`, `tpu`)",
       [](const Verdict& v) { return json(v.platform); }},
      {"device_kind", "string", false, "the device as its plugin names it",
       [](const Verdict& v) { return json(v.device_kind); }},
      {"status", "string", true, "one of the statuses below", [](const Verdict& v) { return json(v.status); }},
      {"message", "string", false, "one line written to be shown to an LLM: what failed, where, by how much",
       [](const Verdict& v) { return json(v.message); }},
      {"error", "string", true, "only when the status is neither `correct` nor `incorrect`: the one-line message",
       sections::error},
      {"config", "object", true, "the workload's CONFIG (its dimensions)", [](const Verdict& v) { return v.config; }},
      {"correctness", "object", true,
       "`correct` (bool), `max_diff` (largest \\|candidate − reference\\| over all input sets), `reason` (`\"ok\"` "
       "when correct), then ours: `policy` and every input set in `cases`",
       sections::correctness},
      {"static_checks", "object", false, "`ok`, and the `rule` and `op` that rejected the candidate",
       sections::static_checks},
      {"export", "object or null", false, "the `.py` candidate's export: its status, seconds and sandbox",
       [](const Verdict& v) { return v.export_info; }},
      {"baseline", "object", true,
       "the reference's `median_ms`, `mean_ms`, `std_ms`, `min_ms`, `timing_method`, `tflops`, `utilization_pct`; "
       "`tflops` and `utilization_pct` are 0 where the FLOPs or the chip's peak are unknown (JAXBench's "
       "convention); every value `null` when the candidate was not timed (not correct, `--no-timing`), so the "
       "nesting is the same whatever the status",
       sections::baseline},
      {"kernel", "object", true, "the candidate's, with `baseline`'s keys", sections::kernel},
      {"pallas_reference", "object or null", true,
       "the workload's expert kernel (its `pallas_tpu` export, JAXBench's `optimized.py`) as a third contender: "
       "`baseline`'s keys, plus `source` (`timed` or `estimate`), `chip`, `program`, `speedup` (expert ÷ "
       "candidate), `ci95`, `ci99`, `class` (timed only) and `beats`; null when the candidate is not correct or "
       "there is no expert kernel to compare",
       sections::pallas_reference},
      {"speedup_vs_baseline", "number or null", true,
       "median(reference) ÷ median(candidate) = `timing.speedup` (not rounded)", sections::speedup_vs_baseline},
      {"speedup_vs_pallas", "number or null", true, "`pallas_reference.speedup`", sections::speedup_vs_pallas},
      {"timing", "object or null", false, "the timing protocol's result: class, speedup, intervals, samples",
       sections::timing},
      {"roofline", "object or null", false, "the workload's FLOPs and bytes and the chip's floor for them",
       sections::roofline},
      {"suspicious", "array", false, "times below their chip's physical floor, measured or estimated",
       [](const Verdict& v) { return suspicions_json(v.suspicions); }},
      {"preflight", "object or null", false, "the candidate's TPU pre-flight for a target chip",
       [](const Verdict& v) { return v.preflight; }},
      {"held_out", "object or null", false, "what was checked at held-out shapes, or why not", sections::held_out},
      {"notes", "array", false, "what the judge did that the caller should know",
       [](const Verdict& v) { return json(v.notes); }},
      {"phases_s", "object", false, "seconds per stage", [](const Verdict& v) { return v.phases_s; }},
  };
}

}  // namespace

const std::vector<VerdictField>& verdict_fields() {
  static const std::vector<VerdictField> fields = build_fields();
  return fields;
}

nlohmann::json verdict_json(const Verdict& v) {
  json out = json::object();
  for (const VerdictField& field : verdict_fields()) {
    json value = field.write(v);
    if (!value.is_discarded()) out[std::string(field.key)] = std::move(value);
  }
  return out;
}

std::string verdict_fields_markdown() {
  std::string table = "| key | type | JAXBench | meaning |\n|---|---|---|---|\n";
  for (const VerdictField& field : verdict_fields()) {
    table += "| `" + std::string(field.key) + "` | " + std::string(field.type) + " | " + (field.jaxbench ? "yes" : "") +
             " | " + std::string(field.meaning) + " |\n";
  }
  return table;
}

}  // namespace jaxbench::judge
