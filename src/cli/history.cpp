// `jaxbench history`: what the results store holds, newest first.
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "core/files.h"
#include "report/history_report.h"
#include "store/location.h"
#include "store/migrations.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kHistoryUsage = R"(usage: jaxbench history [--workload ID] [--limit N] [--db FILE] [--json]
)";
constexpr const char* kHistoryAbout = R"(Lists the verdicts in the results store, newest first: every candidate
`eval` judged and every reference `run` timed, with status, speedup and its
95% interval. The store is --db FILE, else $JAXBENCH_DB, else
$XDG_DATA_HOME/jaxbench/jaxbench.db, else ~/.local/share/jaxbench/jaxbench.db.
A store that does not exist yet lists nothing and is not created.
)";

// A suite workload's full id for an id or prefix; any other text as it is
// (a workload recorded by another checkout).
std::string workload_id(const std::string& query) {
  try {
    return suite::Registry::open_default().resolve(query).id;
  } catch (const std::exception&) {
    return query;
  }
}

}  // namespace

CommandLine<HistoryRequest> parse_history(const Argv& argv) {
  CommandLine<HistoryRequest> line;
  HistoryRequest& request = line.request;
  CommandParser parser("history", kHistoryUsage, kHistoryAbout);
  parser.add_text("--workload", request.workload, "ID", "only this workload (an id or a prefix: 12p)");
  parser.add_count("--limit", request.limit, 0, "verdicts to list, 0 for all", "at most this many verdicts");
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  return line;
}

int history_command(const Argv& argv) {
  CommandLine<HistoryRequest> line = parse_history(argv);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  std::string path = store::store_path(line.store);
  std::vector<store::HistoryRow> rows;
  if (file_exists(path)) {
    store::Database database = store::open_store(path);
    store::HistoryQuery query;
    if (line.request.workload) query.workload = workload_id(*line.request.workload);
    query.limit = line.request.limit;
    rows = store::history(database, query);
  }
  if (line.json) {
    nlohmann::json document = report::history_json(rows, path);
    document["command"] = "history";
    document["status"] = "ok";
    print_json(document);
  } else {
    std::cout << report::history_text(rows, path);
  }
  return kExitOk;
}

}  // namespace jaxbench::cli
