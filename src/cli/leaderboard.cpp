// `jaxbench leaderboard`: the verified results ranked per agent and chip
// (ranking/leaderboard.h), as a table, JSON, Markdown or a static site.
#include <algorithm>
#include <iostream>
#include <set>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "core/files.h"
#include "report/leaderboard_html.h"
#include "report/leaderboard_json.h"
#include "store/location.h"
#include "store/migrations.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kLeaderboardUsage =
    R"(usage: jaxbench leaderboard [--suite priority|fused|all|levels|user|everything] [--chip C] [--db FILE] [--json | --markdown | --html DIR]
)";
constexpr const char* kLeaderboardAbout = R"(Ranks the verified kernels in the results store per agent (proposer + model
+ strategy + budget) and chip: workloads attempted, correctness rate, fast_p
for p in 0, 1, 1.5, 2 over every workload of the suite, the geometric-mean
speedup with a 95% bootstrap interval, the median % of roofline, tokens and
wall time. Only attempts re-judged by `jaxbench verify` with fresh secret
seeds are ranked; one whose re-judged verdict did not match is listed under
"did not verify", one marked hidden under "hidden". --suite defaults to the
suite the recorded workloads belong to (priority, fused, else all).
--html DIR writes a self-contained static site (index.html, workloads/).
)";

struct LeaderboardRequest {
  std::optional<std::string> suite, chip, html;
  bool markdown = false;
};

// The smallest named suite holding every recorded workload.
std::string default_suite(const suite::Registry& registry, const std::vector<store::LeaderboardRow>& rows) {
  for (const char* name : {"priority", "fused"}) {
    std::set<std::string> ids;
    for (const auto* entry : registry.suite(name)) ids.insert(entry->id);
    bool covers = std::all_of(rows.begin(), rows.end(), [&](const auto& row) { return ids.count(row.workload) > 0; });
    if (covers) return name;
  }
  return "all";
}

std::vector<store::LeaderboardRow> read_rows(const std::string& path) {
  if (!file_exists(path)) {
    throw Error("no results store at " + path +
                ": judge and verify kernels first (`jaxbench eval`, `jaxbench verify "
                "--all`), or pass --db FILE");
  }
  store::Database database = store::open_store(path);
  std::vector<store::LeaderboardRow> rows = store::leaderboard_rows(database);
  if (rows.empty()) {
    throw Error("results store " + path +
                " holds no candidate verdicts: judge kernels first (`jaxbench eval`), or "
                "pass --db FILE");
  }
  return rows;
}

}  // namespace

int leaderboard_command(const Argv& argv) {
  CommandLine<LeaderboardRequest> line;
  LeaderboardRequest& request = line.request;
  CommandParser parser("leaderboard", kLeaderboardUsage, kLeaderboardAbout);
  parser.add_choice("--suite", request.suite, CommandParser::suite_names(), "suite",
                    "rank over this suite's workloads");
  parser.add_text("--chip", request.chip, "C", "only verdicts of this chip (cpu, a GPU or TPU device kind)");
  parser.add_flag("--markdown", request.markdown, "print Markdown");
  parser.add_text("--html", request.html, "DIR", "write a static site into DIR");
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  if (int outputs = int(line.json) + int(request.markdown) + int(request.html.has_value()); outputs > 1) {
    throw UsageError("--json, --markdown and --html: give at most one");
  }
  std::string path = store::store_path(line.store);
  std::vector<store::LeaderboardRow> rows = read_rows(path);
  suite::Registry registry = suite::Registry::open_default();
  ranking::LeaderboardOptions options;
  options.suite = request.suite.value_or(default_suite(registry, rows));
  for (const auto* entry : registry.suite(options.suite)) {
    options.suite_workloads.push_back(entry->id);
    std::string tier = suite::tier_name(entry->tier);
    options.tier_of[entry->id] = tier;
    if (std::find(options.tiers.begin(), options.tiers.end(), tier) == options.tiers.end())
      options.tiers.push_back(tier);
  }
  options.chip = request.chip;
  ranking::Leaderboard board = ranking::build_leaderboard(rows, options);
  if (board.verifications == 0) {
    throw Error("nothing verified yet: run `jaxbench verify --all` (results store " + path + ")");
  }
  if (line.json) {
    nlohmann::json document = report::leaderboard_json(board);
    document["command"] = "leaderboard";
    document["status"] = "ok";
    document["db"] = path;
    print_json(document);
  } else if (request.html) {
    int files = report::write_leaderboard_site(board, *request.html);
    std::cout << "wrote " << files << " pages: " << *request.html << "/index.html\n";
  } else {
    std::cout << report::leaderboard_markdown(board);
  }
  return kExitOk;
}

}  // namespace jaxbench::cli
