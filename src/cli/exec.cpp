// `jaxbench exec PROGRAM.mlir --input a.npy ...`: run any StableHLO program
// on .npy inputs and write .npy outputs.
#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "core/files.h"
#include "core/npy.h"
#include "runtime/session.h"

namespace jaxbench::cli {

namespace {
constexpr const char* kExecUsage = R"(usage: jaxbench exec PROGRAM.mlir [--input a.npy ...] [--output-dir DIR]
                     [--plugin cpu|cuda|tpu|PATH] [--json]
)";
constexpr const char* kExecAbout = R"(Compiles PROGRAM (StableHLO text or bytecode) with the PJRT plugin, runs it
once on the given .npy inputs (in argument order) and writes output0.npy,
output1.npy, ... into DIR (default: the current folder). bf16 arrays use the
format numpy.save writes for ml_dtypes.bfloat16.
)";
}  // namespace

CommandLine<ExecRequest> parse_exec(const Argv& argv) {
  CommandLine<ExecRequest> line;
  ExecRequest& request = line.request;
  CommandParser parser("exec", kExecUsage, kExecAbout);
  std::vector<std::string> programs;
  parser.app().add_option("program", programs, "StableHLO text or bytecode")->type_name("PROGRAM.mlir");
  parser.add_list("--input", request.input_paths, "a.npy", "an input array, in argument order (repeatable)");
  parser.add_text("--output-dir", request.output_dir, "DIR", "where output0.npy, output1.npy, ... go");
  parser.add_plugin(request.plugin);
  parser.parse(argv, line);
  if (line.help) return line;
  if (programs.size() != 1) throw UsageError("exec takes exactly one program file (see jaxbench exec --help)");
  request.program_path = programs.front();
  return line;
}

int exec_command(const Argv& argv) {
  CommandLine<ExecRequest> line = parse_exec(argv);
  bool json = line.json;
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  const ExecRequest& request = line.request;
  const std::string& program_path = request.program_path;

  // Everything that can be wrong with the inputs is found before the plugin
  // is even loaded.
  runtime::Program program = runtime::load_program(program_path);
  std::vector<HostArray> inputs;
  for (const auto& path : request.input_paths) inputs.push_back(read_npy(path));
  if (auto signature = runtime::parse_main_signature(program.code, program_path)) {
    runtime::adopt_argument_types(*signature, inputs);
    runtime::check_arguments(*signature, inputs, request.input_paths);
  }
  const std::string& output_dir = request.output_dir;
  make_directories(output_dir);

  runtime::Session session = runtime::Session::open(request.plugin);
  runtime::RunTimings timings;
  auto outputs = runtime::run_program(session, program, inputs, request.input_paths, &timings);

  nlohmann::json written = nlohmann::json::array();
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::string path = (std::filesystem::path(output_dir) / ("output" + std::to_string(i) + ".npy")).string();
    write_npy(path, outputs[i]);
    written.push_back({{"path", path}, {"dtype", name(outputs[i].dtype)}, {"shape", outputs[i].shape}});
  }
  if (json) {
    print_json({{"command", "exec"},
                {"status", "ok"},
                {"program", program_path},
                {"platform", session.client().platform_name()},
                {"compile_ms", timings.compile_seconds * 1e3},
                {"execute_ms", timings.execute_seconds * 1e3},
                {"outputs", written}});
  } else {
    for (const auto& output : written) {
      std::cout << output["path"].get<std::string>() << "  " << output["dtype"].get<std::string>() << "["
                << shape_string(output["shape"].get<Shape>()) << "]\n";
    }
    std::cout << "compiled in " << timings.compile_seconds * 1e3 << " ms, ran in " << timings.execute_seconds * 1e3
              << " ms on " << session.client().platform_name() << std::endl;
  }
  return kExitOk;
}

}  // namespace jaxbench::cli
