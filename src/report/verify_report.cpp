#include "report/verify_report.h"

#include <cstdio>

#include "core/json_values.h"

namespace jaxbench::report {

using store::VerifyReport;
using store::VerifyRow;

namespace {

// "1.90x [1.85, 2.10]", "1.90x", or "-" without a speedup.
std::string speedup_text(const std::optional<double>& speedup, const std::optional<double>& low,
                         const std::optional<double>& high) {
  if (!speedup) return "-";
  char text[64];
  if (low && high) {
    std::snprintf(text, sizeof text, "%.2fx [%.2f, %.2f]", *speedup, *low, *high);
  } else {
    std::snprintf(text, sizeof text, "%.2fx", *speedup);
  }
  return text;
}

struct Verified {
  std::string status = "-";
  std::optional<double> speedup, low, high;
};

Verified verified_of(const VerifyRow& row) {
  Verified verified;
  if (row.verdict.is_object()) verified.status = row.verdict.value("status", "unknown");
  verified.speedup = number_at(row.verdict, "/timing/speedup");
  verified.low = number_at(row.verdict, "/timing/ci95/0");
  verified.high = number_at(row.verdict, "/timing/ci95/1");
  return verified;
}

nlohmann::json interval(const std::optional<double>& low, const std::optional<double>& high) {
  return low && high ? nlohmann::json({*low, *high}) : nlohmann::json();
}

// The loop's confirmation of the original (store::ConfirmedColumns), or null.
nlohmann::json confirmed_json(const store::BestAttempt& original) {
  if (!original.confirmed) return nullptr;
  const store::ConfirmedColumns& c = *original.confirmed;
  return {{"confirmation_id", c.confirmation_id},
          {"step", or_null(c.step)},
          {"status", c.status},
          {"class", or_null(c.klass)},
          {"speedup", or_null(c.speedup)},
          {"ci95", interval(c.speedup_low, c.speedup_high)},
          {"picked", c.picked}};
}

// How verify chose the original: "loop_pick", the very candidate the loop
// picked in its confirmation (recorded since schema version 5; with a target
// the loop picks by the TPU estimate, not by the speedup here);
// "confirmation", confirmed correct and first by its confirmed speedup (a
// confirmation recorded without its pick); or "first verdict".
const char* picked_by(const store::BestAttempt& original) {
  if (original.picked_by_loop()) return "loop_pick";
  return original.picked_by_confirmation() ? "confirmation" : "first verdict";
}

// Why verify re-judged this attempt and what it held it to: "attempt 7 was
// picked by the loop's confirmation of step 3: 1.06x [1.05, 1.07] (1.10x as
// first judged); it is held to the confirmation".
std::string confirmation_line(const store::BestAttempt& original) {
  const store::ConfirmedColumns& c = *original.confirmed;
  std::string step = c.step ? " of step " + std::to_string(*c.step) : "";
  return "attempt " + std::to_string(original.attempt_id) + " was picked by the loop's confirmation" + step + ": " +
         speedup_text(c.speedup, c.speedup_low, c.speedup_high) + " (" +
         speedup_text(original.speedup, std::nullopt, std::nullopt) +
         " as first judged); it is held to the confirmation\n";
}

nlohmann::json row_json(const VerifyRow& row) {
  const store::BestAttempt& original = row.original;
  Verified verified = verified_of(row);
  return {{"attempt_id", original.attempt_id},
          {"run_id", original.run_id},
          {"workload", original.workload},
          {"size", original.size},
          {"chip", original.chip},
          {"agent", original.agent},
          {"model", original.model},
          {"strategy", original.strategy},
          {"budget", original.budget},
          {"proposer", original.proposer},
          {"candidate_path", original.candidate_path},
          {"original",
           {{"verdict_id", original.verdict_id},
            {"status", original.status},
            {"speedup", or_null(original.speedup)},
            {"ci95", interval(original.speedup_low, original.speedup_high)}}},
          {"picked_by", picked_by(original)},
          {"confirmed", confirmed_json(original)},
          {"verified",
           {{"verdict_id", row.recorded.verdict_id == 0 ? nlohmann::json() : nlohmann::json(row.recorded.verdict_id)},
            {"status", verified.status},
            {"speedup", or_null(verified.speedup)},
            {"ci95", interval(verified.low, verified.high)},
            {"fleet", row.verdict.is_object() ? row.verdict.value("fleet", nlohmann::json()) : nlohmann::json()}}},
          {"verification_id",
           row.recorded.verification_id == 0 ? nlohmann::json() : nlohmann::json(row.recorded.verification_id)},
          {"matches", row.match.matches},
          {"note", row.match.note}};
}

}  // namespace

std::string verify_progress(const std::string& counter, const VerifyRow& row) {
  Verified verified = verified_of(row);
  std::string line = "verify " + counter + ": " + row.original.workload + " (attempt " +
                     std::to_string(row.original.attempt_id) + ") ... " + verified.status;
  if (verified.speedup) line += " " + speedup_text(verified.speedup, std::nullopt, std::nullopt);
  if (row.verdict.is_object() && row.verdict.contains("fleet") && row.verdict["fleet"].is_object()) {
    line += " on " + row.verdict["fleet"].value("worker", std::string("?"));
  }
  line += row.match.matches ? ", matches" : ", does not match: " + row.match.note;
  return line;
}

std::string import_line(const std::string& file, const store::Imported& imported) {
  std::string run = "run " + std::to_string(imported.run_id);
  if (imported.already) return "bundle " + file + " was already imported as " + run + ": nothing added";
  std::string confirmations =
      imported.confirmations > 0 ? ", " + std::to_string(imported.confirmations) + " loop confirmations" : "";
  return "imported bundle " + file + " as " + run + " (" + std::to_string(imported.attempts) + " attempts" +
         confirmations + ", unverified until verified here)";
}

nlohmann::json verify_json(const VerifyReport& report) {
  nlohmann::json rows = nlohmann::json::array();
  int64_t matched = 0;
  for (const VerifyRow& row : report.rows) {
    rows.push_back(row_json(row));
    matched += row.match.matches ? 1 : 0;
  }
  nlohmann::json document = {{"command", "verify"},
                             {"schema", "jaxbench.verify/1"},
                             {"status", matched == static_cast<int64_t>(report.rows.size()) ? "ok" : "mismatch"},
                             {"db", report.db},
                             {"run_id", report.run_id == 0 ? nlohmann::json() : nlohmann::json(report.run_id)},
                             {"count", report.rows.size()},
                             {"matched", matched},
                             {"verifications", rows}};
  if (report.imported) {
    document["imported"] = {{"run_id", report.imported->run_id},
                            {"sha256", report.imported->sha256},
                            {"already", report.imported->already},
                            {"attempts", report.imported->attempts},
                            {"confirmations", report.imported->confirmations}};
  }
  return document;
}

std::string verify_text(const VerifyReport& report) {
  if (report.rows.empty()) return "nothing to verify in " + report.db + "\n";
  std::string out;
  char line[1024];
  std::snprintf(line, sizeof line, "%-8s %-32s %-12s %-24s %-12s %-24s %-8s %s\n", "attempt", "workload", "original",
                "speedup [95% CI]", "verified", "speedup [95% CI]", "matches", "note");
  out += line;
  int matched = 0;
  for (const VerifyRow& row : report.rows) {
    const store::BestAttempt& original = row.original;
    Verified verified = verified_of(row);
    std::snprintf(line, sizeof line, "%-8lld %-32s %-12s %-24s %-12s %-24s %-8s ",
                  static_cast<long long>(original.attempt_id), original.workload.c_str(), original.status.c_str(),
                  speedup_text(original.speedup, original.speedup_low, original.speedup_high).c_str(),
                  verified.status.c_str(), speedup_text(verified.speedup, verified.low, verified.high).c_str(),
                  row.match.matches ? "yes" : "NO");
    out += line + row.match.note + "\n";
    matched += row.match.matches ? 1 : 0;
  }
  for (const VerifyRow& row : report.rows) {
    if (row.original.picked_by_confirmation()) out += confirmation_line(row.original);
  }
  return out + std::to_string(matched) + " of " + std::to_string(report.rows.size()) +
         " match; the re-judged verdicts are in " + report.db + "\n";
}

}  // namespace jaxbench::report
