// `jaxbench exec PROGRAM.mlir --input a.npy ...`: run any StableHLO program
// on .npy inputs and write .npy outputs.
#include <filesystem>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "core/npy.h"
#include "runtime/session.h"
#include "core/files.h"

namespace jaxbench::cli {

namespace {
constexpr const char* kHelp = R"(usage: jaxbench exec PROGRAM.mlir [--input a.npy ...] [--output-dir DIR]
                     [--plugin cpu|cuda|tpu|PATH] [--json]

Compiles PROGRAM (StableHLO text or bytecode) with the PJRT plugin, runs it
once on the given .npy inputs (in argument order) and writes output0.npy,
output1.npy, ... into DIR (default: the current folder). bf16 arrays use the
format numpy.save writes for ml_dtypes.bfloat16.
)";
}  // namespace

int exec_command(const Argv& argv) {
  Args args = Args::parse(argv, {{"json", "help"}, {"input", "output-dir", "plugin"}}, "exec");
  bool json = args.flag("json");
  if (args.flag("help")) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args.positionals().size() != 1) throw Error("exec takes exactly one program file (see jaxbench exec --help)");
  const std::string& program_path = args.positionals()[0];

  // Everything that can be wrong with the inputs is found before the plugin
  // is even loaded.
  runtime::Program program = runtime::load_program(program_path);
  std::vector<HostArray> inputs;
  for (const auto& path : args.all("input")) inputs.push_back(read_npy(path));
  if (auto signature = runtime::parse_main_signature(program.code, program_path)) {
    runtime::check_arguments(*signature, inputs, args.all("input"));
  }
  std::string output_dir = args.get_or("output-dir", ".");
  make_directories(output_dir);

  runtime::Session session = runtime::Session::open(args.get_or("plugin", ""));
  runtime::RunTimings timings;
  auto outputs = runtime::run_program(session, program, inputs, args.all("input"), &timings);

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
