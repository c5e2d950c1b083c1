// `jaxbench export-results --run RUN FILE` and `jaxbench import FILE`: a
// run's results as a bundle (store/bundle.h) that travels to another
// machine, and back into a store there as unverified.
#include "store/bundle.h"

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/verify_requests.h"
#include "core/files.h"
#include "report/verify_report.h"
#include "store/location.h"
#include "store/migrations.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kExportUsage = R"(usage: jaxbench export-results --run RUN FILE [--db FILE] [--json]
)";
constexpr const char* kExportAbout = R"(Writes run RUN of the results store (its id: jaxbench history --json,
run_id) as a results bundle: the environment, every attempt with its source,
every verdict, the loop's confirmations (optimize --confirm: which attempt
verify re-judges), and the sha256 of each and of the whole document
(format jaxbench.results-bundle/1). `jaxbench import FILE` or
`jaxbench verify --bundle FILE` reads it on another machine.
)";
constexpr const char* kImportUsage = R"(usage: jaxbench import FILE [--db FILE] [--json]
)";
constexpr const char* kImportAbout = R"(Adds a results bundle (jaxbench export-results) to the results store as an
unverified run: every sha256 is checked first and a bundle that does not
match is refused whole. Importing the same bundle again adds nothing.
`jaxbench verify --run RUN` (or verify --bundle FILE) re-judges it here.
)";

}  // namespace

CommandLine<ExportResultsRequest> parse_export_results(const Argv& argv) {
  CommandLine<ExportResultsRequest> line;
  CommandParser parser("export-results", kExportUsage, kExportAbout);
  std::vector<std::string> files;
  parser.app().add_option("file", files, "the bundle to write")->type_name("FILE");
  parser.add_count("--run", line.request.run, 1, "run id", "the run to export (history --json: run_id)");
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  if (line.help) return line;
  if (line.request.run < 1) throw parser.error("needs --run RUN");
  line.request.file = parser.only_one(files, "bundle FILE");
  return line;
}

CommandLine<ImportRequest> parse_import(const Argv& argv) {
  CommandLine<ImportRequest> line;
  CommandParser parser("import", kImportUsage, kImportAbout);
  std::vector<std::string> files;
  parser.app().add_option("file", files, "the bundle to read")->type_name("FILE");
  parser.add_store_options(line.store, false);
  parser.parse(argv, line);
  if (line.help) return line;
  line.request.file = parser.only_one(files, "bundle FILE");
  return line;
}

int export_results_command(const Argv& argv) {
  CommandLine<ExportResultsRequest> line = parse_export_results(argv);
  if (print_help(line.help)) return kExitOk;
  std::string path = store::store_path(line.store);
  if (!file_exists(path)) throw store::StoreError("results store " + path + " does not exist; pass --db FILE");
  nlohmann::json bundle = store::export_bundle(store::open_store(path), line.request.run);
  write_file_atomic(line.request.file, bundle.dump(1) + "\n");
  print_result("export-results", line.json,
               {{"db", path},
                {"run_id", line.request.run},
                {"file", line.request.file},
                {"attempts", bundle["attempts"].size()},
                {"confirmations", bundle.value("confirmations", nlohmann::json::array()).size()},
                {"sha256", bundle["sha256"]}},
               "wrote run " + std::to_string(line.request.run) + " (" + std::to_string(bundle["attempts"].size()) +
                   " attempts) to " + line.request.file + ", sha256 " + bundle["sha256"].get<std::string>() + "\n");
  return kExitOk;
}

int import_command(const Argv& argv) {
  CommandLine<ImportRequest> line = parse_import(argv);
  if (print_help(line.help)) return kExitOk;
  std::string path = store::store_path(line.store);
  if (!file_exists(line.request.file)) {
    throw store::StoreError("bundle " + line.request.file + " does not exist; name a file export-results wrote");
  }
  store::Database database = store::open_store(path);
  store::Imported imported = store::import_bundle(database, read_file(line.request.file), line.request.file);
  print_result("import", line.json,
               {{"db", path},
                {"file", line.request.file},
                {"run_id", imported.run_id},
                {"already", imported.already},
                {"attempts", imported.attempts},
                {"confirmations", imported.confirmations},
                {"sha256", imported.sha256}},
               report::import_line(line.request.file, imported) + "\n");
  return kExitOk;
}

}  // namespace jaxbench::cli
