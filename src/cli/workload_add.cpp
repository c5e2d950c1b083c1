// `jaxbench workload add PATH/workload.py`: refuses what it can before any
// user code runs (the id, a collision with the suite, an existing folder, one
// it cannot write), then validates and exports the op in the candidates'
// sandbox (candidate/workload_add.h) and installs it in one rename. A check
// that fails, or a refusal, is one line naming the thing and the fix, exit 1,
// and nothing written.
#include <cstdio>
#include <sstream>

#include "cli/command_line.h"
#include "cli/output.h"
#include "cli/workload_requests.h"
#include "suite/registry.h"
#include "suite/user_workloads.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kAddUsage =
    R"(usage: jaxbench workload add PATH/workload.py [--sizes small,full] [--workloads DIR]
                             [--replace] [--held-out-check N] [--json]
)";
constexpr const char* kAddAbout = R"(Checks your op and exports it as a workload whose id is its folder's name.
One line per check: the contract; make_inputs (jit-traceable, deterministic
per key, different across keys); each mode (inputs differ from mode normal's,
none zero, constant, NaN or Inf); the reference (deterministic, not constant,
finite); the f32 truth within the suite's tolerance on every mode; the shape
family (N drawn shapes exported); flops/bytes_accessed (XLA's figures offered
when missing); small's CPU budget. Then each size is exported. It all runs in
the sandbox candidates get: your file is code like a candidate's.
)";

std::vector<std::string> split_sizes(const std::string& text, const CommandParser& parser) {
  std::vector<std::string> sizes;
  std::stringstream stream(text);
  for (std::string size; std::getline(stream, size, ',');) {
    if (size != "small" && size != "full") throw parser.error("--sizes: '" + size + "' is not small or full");
    sizes.push_back(size);
  }
  if (sizes.empty()) throw parser.error("--sizes: name small, full or small,full");
  return sizes;
}

// Refused or failed: one line (and the JSON document), exit 1, nothing written.
int refuse(bool json, const std::string& message, nlohmann::json document = nlohmann::json::object()) {
  std::fprintf(stderr, "jaxbench workload add: %s\n", message.c_str());
  if (json) {
    document["command"] = "workload add";
    document["status"] = "fail";
    document["error"] = message;
    print_json(document);
  }
  return kExitFailed;
}

nlohmann::json result_json(const suite::WorkloadSource& source, const candidate::WorkloadAddResult& result,
                           const std::string& dir) {
  return {{"id", source.id},
          {"source", source.folder},
          {"folder", dir + "/" + source.id},
          {"content_sha256", source.content_sha256},
          {"checks", result.checks},
          {"sizes", result.sizes},
          {"seconds", result.seconds},
          {"failed_check", result.failed_check}};
}

}  // namespace

int workload_add_command(const Argv& argv) {
  CommandLine<WorkloadRequest> line;
  WorkloadRequest& request = line.request;
  CommandParser parser("workload add", kAddUsage, kAddAbout);
  std::vector<std::string> paths;
  parser.app().add_option("workload_py", paths, "your op's PATH/workload.py")->type_name("PATH/workload.py");
  parser.add_text("--sizes", request.sizes, "small,full", "the sizes exported (default small,full)");
  parser.add_text("--workloads", request.workloads, "DIR", "your workloads folder (default $JAXBENCH_WORKLOADS, XDG)");
  parser.add_flag("--replace", request.replace, "replace an op of that id already added");
  parser.add_count("--held-out-check", request.held_out_check, 0, "count",
                   "held-out shapes drawn and exported by the shape family's check (0: skip)");
  parser.parse(argv, line);
  if (print_help(line.help)) return kExitOk;
  candidate::WorkloadAddOptions options;
  options.sizes = split_sizes(request.sizes, parser);
  options.held_out_check = request.held_out_check;
  std::string path = parser.only_one(paths, "PATH/workload.py");
  suite::WorkloadSource source;
  std::string dir;
  try {
    source = suite::read_workload_source(path);
    dir = suite::user_workloads_target(request.workloads);
    suite::Registry registry = suite::Registry::open_default();
    const suite::WorkloadEntry* taken = registry.find(source.id);
    suite::check_user_target(dir, source.id, taken && taken->tier != suite::Tier::user ? taken->id : "",
                             request.replace);
  } catch (const Error& error) {
    return refuse(line.json, error.what());
  }
  if (!line.json)
    std::printf("== %s (%s, sha256 %s)\n", source.id.c_str(), source.folder.c_str(),
                source.content_sha256.substr(0, 12).c_str());
  options.on_line = [&](const std::string& check) {
    std::printf("%s\n", check.c_str());
    std::fflush(stdout);
  };
  if (line.json) options.on_line = [](const std::string& check) { progress(check); };
  candidate::WorkloadAddResult result = candidate::validate_and_export(source, options);
  nlohmann::json document = result_json(source, result, dir);
  if (!result.ok) {
    return refuse(line.json, source.id + ": " + result.failed_check + ": " + result.message + " (nothing written)",
                  document);
  }
  try {
    suite::install_user_workload(dir, source.id, result.files);
  } catch (const Error& error) {
    return refuse(line.json, error.what(), document);
  }
  print_result("workload add", line.json, document,
               "added " + source.id + " in " + std::to_string(static_cast<int>(result.seconds + 0.5)) + " s: " + dir +
                   "/" + source.id + "\nnext: jaxbench eval --workload " + source.id + " YOUR_KERNEL.py\n");
  return kExitOk;
}

}  // namespace jaxbench::cli
