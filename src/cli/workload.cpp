// `jaxbench workload new|add|remove|list`: a user's own op as a judged
// workload. new writes a working skeleton, list and remove manage the
// folder; add (cli/workload_add.cpp) validates and exports in the sandbox.
#include <filesystem>
#include <iostream>

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "cli/workload_requests.h"
#include "core/files.h"
#include "core/project_root.h"
#include "suite/registry.h"
#include "suite/user_workloads.h"

namespace jaxbench::cli {

namespace fs = std::filesystem;

namespace {

constexpr const char* kWorkloadUsage = R"(usage: jaxbench workload new NAME [--dir DIR] [--json]
       jaxbench workload add PATH/workload.py [--sizes small,full] [--workloads DIR] [--replace]
                             [--held-out-check N] [--json]
       jaxbench workload remove ID [--workloads DIR] [--json]
       jaxbench workload list [--workloads DIR] [--json]
)";
constexpr const char* kWorkloadAbout = R"(Your own op as a judged workload (README: "Bring your own op").
  new     writes NAME/workload.py: a commented skeleton that passes add as it is
  add     checks the op (one line per check) and exports it, in the sandbox
          candidates get, into your workloads folder: --workloads DIR, else
          $JAXBENCH_WORKLOADS, else $XDG_DATA_HOME/jaxbench/workloads (or
          ~/.local/share/jaxbench/workloads), beside the results store. Every
          command then takes its id (the folder's name). A failed check writes
          nothing; an existing id is replaced only with --replace.
  remove  deletes one of yours (its results stay in the store)
  list    yours, with their folder, sizes and content hash
)";

std::string skeleton_text(const std::string& name) {
  auto root = project_root();
  if (!root) throw Error("cannot find the jaxbench checkout for its skeleton (set JAXBENCH_ROOT)");
  std::string text = read_file(*root + "/tools/export/templates/workload_skeleton.py");
  for (size_t at = text.find("__NAME__"); at != std::string::npos; at = text.find("__NAME__", at + name.size())) {
    text.replace(at, 8, name);
  }
  return text;
}

int new_command(const Argv& argv) {
  CommandLine<WorkloadRequest> line;
  CommandParser parser("workload new", kWorkloadUsage, kWorkloadAbout);
  std::vector<std::string> names;
  parser.app().add_option("name", names, "the op's name: its folder and id")->type_name("NAME");
  parser.add_text("--dir", line.request.dir, "DIR", "where NAME/ is written (default: here)");
  parser.parse(argv, line);
  if (print_help(line.help)) return kExitOk;
  std::string name = parser.only_one(names, "NAME");
  suite::Registry registry = suite::Registry::open_default();
  const suite::WorkloadEntry* taken = registry.find(name);
  std::string folder = (fs::absolute(line.request.dir) / name).lexically_normal().string();
  suite::check_user_target(fs::path(folder).parent_path().string(), name,
                           taken && taken->tier != suite::Tier::user ? taken->id : "", false);
  make_directories(folder);
  write_file_atomic(folder + "/workload.py", skeleton_text(name));
  print_result("workload new", line.json, {{"id", name}, {"workload_py", folder + "/workload.py"}},
               "wrote " + folder +
                   "/workload.py (a working example: replace the op with yours)\nnext: jaxbench "
                   "workload add " +
                   folder + "/workload.py\n");
  return kExitOk;
}

// The user workloads folder a command works on, and the ones in it.
suite::Registry user_registry(const std::string& dir) {
  return suite::Registry::discover({suite::Registry::Root{dir, suite::Tier::user, false}});
}

nlohmann::json user_row(const suite::Registry& registry, const suite::WorkloadEntry& entry) {
  nlohmann::json sizes = nlohmann::json::object();
  std::string hash;
  for (const auto& size : entry.sizes()) {
    suite::Manifest m = registry.manifest(entry, size);
    sizes[size] = {{"gflop", m.flops / 1e9}, {"modes", m.modes}};
    hash = m.content_sha256;
  }
  return {{"id", entry.id}, {"folder", entry.dir}, {"sizes", sizes}, {"content_sha256", hash}};
}

int list_command_of_user(const Argv& argv) {
  CommandLine<WorkloadRequest> line;
  CommandParser parser("workload list", kWorkloadUsage, kWorkloadAbout);
  parser.add_text("--workloads", line.request.workloads, "DIR", "your workloads folder");
  parser.parse(argv, line);
  if (print_help(line.help)) return kExitOk;
  std::string dir = suite::user_workloads_target(line.request.workloads);
  suite::Registry registry = user_registry(dir);
  nlohmann::json rows = nlohmann::json::array();
  std::string text;
  for (const auto& entry : registry.all()) {
    nlohmann::json row = user_row(registry, entry);
    std::string sizes;
    for (const auto& [size, info] : row["sizes"].items()) sizes += (sizes.empty() ? "" : ",") + size;
    text += entry.id + "  sizes " + (sizes.empty() ? "none" : sizes) + "  sha256 " +
            row["content_sha256"].get<std::string>().substr(0, 12) + "  " + entry.dir + "\n";
    rows.push_back(row);
  }
  print_result("workload list", line.json, {{"folder", dir}, {"workloads", rows}},
               text + std::to_string(rows.size()) + " of your workloads in " + dir + "\n");
  return kExitOk;
}

int remove_command(const Argv& argv) {
  CommandLine<WorkloadRequest> line;
  CommandParser parser("workload remove", kWorkloadUsage, kWorkloadAbout);
  std::vector<std::string> ids;
  parser.app().add_option("id", ids, "the op's id")->type_name("ID");
  parser.add_text("--workloads", line.request.workloads, "DIR", "your workloads folder");
  parser.parse(argv, line);
  if (print_help(line.help)) return kExitOk;
  std::string id = parser.only_one(ids, "ID");
  suite::Registry registry = suite::Registry::open_default();
  if (const auto* entry = registry.find(id); entry && entry->tier != suite::Tier::user) {
    throw Error(entry->id + " is the suite's, not yours: workload remove takes only your own (jaxbench workload list)");
  }
  std::string dir = suite::user_workloads_target(line.request.workloads);
  suite::remove_user_workload(dir, id);
  print_result("workload remove", line.json, {{"id", id}, {"folder", dir + "/" + id}},
               "removed " + dir + "/" + id + " (its results stay in the store)\n");
  return kExitOk;
}

}  // namespace

int workload_command(const Argv& argv) {
  std::string sub = argv.empty() ? "" : argv.front();
  Argv rest(argv.empty() ? argv.end() : argv.begin() + 1, argv.end());
  if (sub == "new") return new_command(rest);
  if (sub == "add") return workload_add_command(rest);
  if (sub == "remove") return remove_command(rest);
  if (sub == "list") return list_command_of_user(rest);
  if (sub == "--help" || sub == "-h" || sub == "help") {
    std::cout << kWorkloadUsage << "\n" << kWorkloadAbout;
    return kExitOk;
  }
  throw UsageError("workload needs one of new, add, remove, list (see jaxbench workload --help)");
}

}  // namespace jaxbench::cli
