// `jaxbench list`: the suite's workloads, their sizes and artifacts.
#include <cstdio>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {
constexpr const char* kListUsage = R"(usage: jaxbench list [--suite priority|fused|all|levels|user|everything] [--json]
)";
constexpr const char* kListAbout = R"(Lists the workloads: id, name, model, category, GFLOP at each exported size
and which artifacts exist (inputs, reference, truth, pallas_tpu). Your own
ops (jaxbench workload add; suite user) are marked "user", with their folder.
The levels tier's artifacts are not committed: run, eval, preflight, verify
and serve export a size the first time they need it.
)";
}  // namespace

CommandLine<ListRequest> parse_list(const Argv& argv) {
  CommandLine<ListRequest> line;
  CommandParser parser("list", kListUsage, kListAbout);
  parser.add_choice("--suite", line.request.suite, CommandParser::suite_names(), "suite", "which workloads to list");
  parser.parse(argv, line);
  return line;
}

int list_command(const Argv& argv) {
  CommandLine<ListRequest> line = parse_list(argv);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  suite::Registry registry = suite::Registry::open_default();
  nlohmann::json rows = nlohmann::json::array();
  for (const auto* entry : registry.suite(line.request.suite)) {
    nlohmann::json row = {{"id", entry->id},
                          {"prefix", entry->prefix},
                          {"category", entry->category()},
                          {"tier", suite::tier_name(entry->tier)},
                          {"exported_on_first_use", entry->exported_on_first_use()}};
    // A user's op names its folder: it lives outside the checkout (jaxbench workload add).
    if (entry->tier == suite::Tier::user) row["folder"] = entry->dir;
    nlohmann::json sizes = nlohmann::json::object();
    for (const auto& size : entry->sizes()) {
      suite::Manifest m = registry.manifest(*entry, size);
      row["name"] = m.name;
      row["model"] = m.model;
      nlohmann::json artifacts = nlohmann::json::array();
      for (const char* program : {"inputs", "reference", "truth", "pallas_tpu"}) {
        if (m.has_artifact(std::string(program) + ".mlir")) artifacts.push_back(program);
      }
      sizes[size] = {{"gflop", m.flops / 1e9}, {"artifacts", artifacts}, {"modes", m.modes}};
    }
    row["sizes"] = sizes;
    rows.push_back(row);
  }
  if (line.json) {
    print_json({{"command", "list"}, {"status", "ok"}, {"workloads", rows}});
    return kExitOk;
  }
  std::printf("%-52s %-22s %-9s %11s %11s  %s\n", "id", "model", "category", "GFLOP small", "GFLOP full", "artifacts");
  for (const auto& row : rows) {
    auto gflop = [&](const char* size) -> std::string {
      if (!row["sizes"].contains(size)) return "-";
      char buffer[32];
      std::snprintf(buffer, sizeof(buffer), "%.3f", row["sizes"][size]["gflop"].get<double>());
      return buffer;
    };
    std::string artifacts;
    for (const auto& [size, info] : row["sizes"].items()) {
      artifacts += (artifacts.empty() ? "" : "  ") + size + ":";
      for (const auto& a : info["artifacts"]) artifacts += " " + a.get<std::string>();
    }
    std::printf("%-52s %-22s %-9s %11s %11s  %s\n", row["id"].get<std::string>().c_str(),
                row.value("model", std::string("?")).substr(0, 22).c_str(), row["category"].get<std::string>().c_str(),
                gflop("small").c_str(), gflop("full").c_str(),
                artifacts.empty()
                    ? (row["exported_on_first_use"].get<bool>() ? "(exported on first use)" : "(not exported)")
                    : artifacts.c_str());
    if (row.contains("folder")) std::printf("%-52s (yours: %s)\n", "", row["folder"].get<std::string>().c_str());
  }
  std::printf("%zu workloads\n", rows.size());
  return kExitOk;
}

}  // namespace jaxbench::cli
