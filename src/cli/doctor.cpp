// `jaxbench doctor`: which plugin, which platform and devices, and whether a
// small program compiles, runs and gives the right numbers.
#include <cmath>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "core/status.h"
#include "platform/plugin_locator.h"
#include "preflight/preflight.h"
#include "runtime/session.h"
#include "runtime/topology.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kDoctorUsage = R"(usage: jaxbench doctor [--plugin cpu|cuda|tpu|PATH] [--json]
)";
constexpr const char* kDoctorAbout = R"(Loads the PJRT plugin, lists its platform and devices, and runs a smoke test
(a matrix product and a reduction) checked against values computed here.
For a plugin whose hardware is not on this host but which compiles without
it (libtpu with no TPU), the smoke test is compile-only: the program is
compiled for the plugin's default target (v6e) as `jaxbench preflight` does.
Exit code 0 only if the smoke test passed.
)";

// (2x3) . (3x2) and the sum of the product: small enough to check by hand,
// and it exercises dot_general, a reduction and two outputs.
constexpr const char* kSmokeProgram = R"(module @jaxbench_smoke {
  func.func public @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<f32>) {
    %product = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %sum = stablehlo.reduce(%product init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    return %product, %sum : tensor<2x2xf32>, tensor<f32>
  }
}
)";

struct SmokeResult {
  bool passed = false;
  double max_abs_error = 0;
  runtime::RunTimings timings;
  std::string message;
};

SmokeResult smoke_test(const runtime::Session& session) {
  const double a[2][3] = {{1, 2, 3}, {4, 5, 6}};
  const double b[3][2] = {{1, 0.5}, {-1, 2}, {0.25, -3}};
  HostArray lhs(DType::kF32, {2, 3}), rhs(DType::kF32, {3, 2});
  for (int i = 0; i < 2; ++i)
    for (int k = 0; k < 3; ++k) lhs.set(i * 3 + k, a[i][k]);
  for (int k = 0; k < 3; ++k)
    for (int j = 0; j < 2; ++j) rhs.set(k * 2 + j, b[k][j]);

  SmokeResult result;
  runtime::Program program{kSmokeProgram, "doctor smoke program"};
  auto outputs = runtime::run_program(session, program, {lhs, rhs}, {}, &result.timings);
  if (outputs.size() != 2 || outputs[0].shape != Shape{2, 2} || !outputs[1].shape.empty()) {
    result.message = "the smoke program returned outputs of the wrong shape";
    return result;
  }
  double total = 0;
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
      double expected = 0;
      for (int k = 0; k < 3; ++k) expected += a[i][k] * b[k][j];
      total += expected;
      result.max_abs_error = std::max(result.max_abs_error, std::fabs(outputs[0].get(i * 2 + j) - expected));
    }
  }
  result.max_abs_error = std::max(result.max_abs_error, std::fabs(outputs[1].get(0) - total));
  result.passed = result.max_abs_error <= 1e-5;
  result.message = result.passed ? "ok" : "wrong numbers from the smoke program";
  return result;
}

// No device here, but the plugin compiles for one: check that it does.
int compile_only_doctor(const platform::PluginLocation& location, const std::string& target, bool json) {
  preflight::PreflightOptions options;
  options.plugin_path = location.path;
  options.topology = runtime::topology_spec(target);
  options.timeout_seconds = 300;
  preflight::PreflightModule module;
  module.label = "doctor smoke program";
  module.program = runtime::Program{kSmokeProgram, module.label};
  preflight::PreflightRun run = preflight::preflight_isolated(options, module);
  bool passed = run.result.ok();
  nlohmann::json report = {
      {"command", "doctor"},
      {"status", passed ? "ok" : "failed"},
      {"plugin", {{"name", location.name}, {"path", location.path}, {"version", run.target.libtpu_version}}},
      {"devices", nlohmann::json::array()},
      {"compile_only", {{"target", run.target.to_json()}}},
      {"smoke_test",
       {{"passed", passed},
        {"compile_only", true},
        {"compile_ms", run.result.compile_seconds * 1e3},
        {"message", passed ? "compiles for " + target + " (no device here: nothing ran)" : run.result.message}}}};
  if (json) {
    print_json(report);
  } else {
    std::cout << "plugin      " << location.path
              << (run.target.libtpu_version.empty() ? "" : " (libtpu " + run.target.libtpu_version + ")") << "\n";
    std::cout << "devices     0 on this host: compile-only (pre-flight), for " << target << " = "
              << run.target.device_kind << "\n";
    std::cout << "smoke test  " << (passed ? kCompiles : "FAILED") << " (compile " << run.result.compile_seconds * 1e3
              << " ms; nothing ran)";
    if (!passed) std::cout << ": " << run.result.message;
    std::cout << "\n            judge a candidate here with `jaxbench eval --plugin " << location.name
              << "` (CPU plus pre-flight)" << std::endl;
  }
  return passed ? kExitOk : kExitFailed;
}

}  // namespace

CommandLine<DoctorRequest> parse_doctor(const Argv& argv) {
  CommandLine<DoctorRequest> line;
  CommandParser parser("doctor", kDoctorUsage, kDoctorAbout);
  parser.add_plugin(line.request.plugin);
  parser.parse(argv, line);
  return line;
}

int doctor_command(const Argv& argv) {
  CommandLine<DoctorRequest> line = parse_doctor(argv);
  bool json = line.json;
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  const std::string& plugin_name = line.request.plugin;
  platform::PluginLocation location = platform::locate_plugin(plugin_name);
  if (auto target = platform::deviceless_target(location)) return compile_only_doctor(location, *target, json);
  runtime::Session session = runtime::Session::open(plugin_name);
  const auto& plugin = session.plugin();

  nlohmann::json report;
  report["command"] = "doctor";
  report["plugin"] = {{"name", session.location().name},
                      {"path", plugin.path()},
                      {"api_version", std::to_string(plugin.api_major()) + "." + std::to_string(plugin.api_minor())},
                      {"attributes", plugin.attributes()}};
  report["platform"] = {{"name", session.client().platform_name()}, {"version", session.client().platform_version()}};
  nlohmann::json devices = nlohmann::json::array();
  for (const auto& device : session.client().devices())
    devices.push_back({{"id", device.id()}, {"kind", device.kind()}});
  report["devices"] = devices;

  SmokeResult smoke;
  try {
    smoke = smoke_test(session);
  } catch (const std::exception& error) {
    smoke.message = error.what();
  }
  report["smoke_test"] = {{"passed", smoke.passed},
                          {"max_abs_error", smoke.max_abs_error},
                          {"compile_ms", smoke.timings.compile_seconds * 1e3},
                          {"execute_ms", smoke.timings.execute_seconds * 1e3},
                          {"message", smoke.message}};
  report["status"] = smoke.passed ? "ok" : "failed";

  if (json) {
    print_json(report);
  } else {
    std::cout << "plugin      " << plugin.path() << " (PJRT API " << report["plugin"]["api_version"].get<std::string>()
              << ")\n";
    const auto& attributes = plugin.attributes();
    if (auto it = attributes.find("stablehlo_current_version"); it != attributes.end()) {
      auto minimum = attributes.find("stablehlo_minimum_version");
      std::cout << "stablehlo   " << it->second
                << (minimum != attributes.end() ? " (accepts >= " + minimum->second + ")" : "") << "\n";
    }
    std::cout << "platform    " << report["platform"]["name"].get<std::string>() << " ("
              << report["platform"]["version"].get<std::string>() << ")\n";
    std::cout << "devices     " << devices.size();
    if (!devices.empty()) std::cout << " x " << devices[0]["kind"].get<std::string>();
    std::cout << "\nsmoke test  " << (smoke.passed ? "passed" : "FAILED") << " (compile "
              << smoke.timings.compile_seconds * 1e3 << " ms, run " << smoke.timings.execute_seconds * 1e3
              << " ms, max error " << smoke.max_abs_error << ")";
    if (!smoke.passed) std::cout << ": " << smoke.message;
    std::cout << std::endl;
  }
  return smoke.passed ? kExitOk : kExitFailed;
}

}  // namespace jaxbench::cli
