// `jaxbench mark ATTEMPT --hacked --why "..."`: a person's judgement on an
// attempt, kept as evidence; a marked attempt stays out of the ranking and
// out of verification. --unhide lets it back in (the earlier mark is kept).

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/verify_requests.h"
#include "core/files.h"
#include "store/location.h"
#include "store/marks.h"
#include "store/migrations.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kMarkUsage =
    R"(usage: jaxbench mark ATTEMPT (--hacked | --unhide) --why "..." [--db FILE] [--json]
       jaxbench mark --list [--db FILE] [--json]
)";
constexpr const char* kMarkAbout = R"(Marks an attempt of the results store (its id: jaxbench history --json,
attempt_id). --hacked hides it from the ranking and from verification: the
attempt, its verdicts and the mark stay in the store as evidence. --unhide
adds a mark that lets it back in. --why says what was seen. --list prints
every mark, oldest first.
)";

nlohmann::json mark_json(const store::MarkRow& mark) {
  return {{"mark_id", mark.mark_id},   {"attempt_id", mark.attempt_id},
          {"workload", mark.workload}, {"candidate_path", mark.candidate_path},
          {"hacked", mark.hacked},     {"hidden", mark.hidden},
          {"why", mark.why},           {"created_at", mark.created_at}};
}

std::string mark_text(const store::MarkRow& mark) {
  return "attempt " + std::to_string(mark.attempt_id) + " (" + mark.workload + ", " + mark.candidate_path + ") " +
         (mark.hidden ? "hidden" : "shown") + (mark.hacked ? ", marked hacked" : "") + ": " + mark.why;
}

int list_marks(const CommandLine<MarkRequest>& line, const std::string& path) {
  std::vector<store::MarkRow> rows;
  if (file_exists(path)) rows = store::marks(store::open_store(path), std::nullopt);
  nlohmann::json items = nlohmann::json::array();
  std::string text;
  for (const store::MarkRow& row : rows) {
    items.push_back(mark_json(row));
    text += "mark " + std::to_string(row.mark_id) + ": " + mark_text(row) + "\n";
  }
  print_result("mark", line.json, {{"db", path}, {"count", rows.size()}, {"marks", items}},
               text + std::to_string(rows.size()) + " marks in " + path + "\n");
  return kExitOk;
}

}  // namespace

CommandLine<MarkRequest> parse_mark(const Argv& argv) {
  CommandLine<MarkRequest> line;
  MarkRequest& request = line.request;
  CommandParser parser("mark", kMarkUsage, kMarkAbout);
  std::vector<int> attempts;
  parser.app().add_option("attempt", attempts, "the attempt's id")->type_name("ATTEMPT");
  parser.add_flag("--hacked", request.hacked, "it games the judge: hide it from the ranking");
  parser.add_flag("--unhide", request.unhide, "let a hidden attempt back into the ranking");
  parser.add_text("--why", request.why, "TEXT", "what was seen (kept with the mark)");
  parser.add_flag("--list", request.list, "list every mark");
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  if (line.help || request.list) return line;
  request.attempt = parser.only_one(attempts, "attempt id");
  if (request.attempt < 1) throw parser.error("takes exactly one attempt id");
  if (request.hacked == request.unhide) throw UsageError("mark needs one of --hacked or --unhide");
  if (request.why.empty()) throw UsageError("mark needs --why \"...\": what was seen is kept as evidence");
  return line;
}

int mark_command(const Argv& argv) {
  CommandLine<MarkRequest> line = parse_mark(argv);
  if (print_help(line.help)) return kExitOk;
  std::string path = store::store_path(line.store);
  if (line.request.list) return list_marks(line, path);
  if (!file_exists(path)) {
    throw store::StoreError("results store " + path + " does not exist; pass --db FILE naming the store to mark in");
  }
  store::Database database = store::open_store(path);
  store::MarkRow mark =
      store::mark_attempt(database, line.request.attempt, line.request.hacked, line.request.why, !line.request.unhide);
  nlohmann::json document = mark_json(mark);
  document["db"] = path;
  print_result("mark", line.json, document, "marked " + mark_text(mark) + "\n");
  return kExitOk;
}

}  // namespace jaxbench::cli
