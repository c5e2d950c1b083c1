// `jaxbench serve [--plugin P] [--mcp]`: the warm judge as a long-lived
// service on stdin/stdout (serve/server.h). `--worker` (hidden) is the
// device worker the server itself execs.
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <memory>

#include "candidate/suite_export.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "core/strings.h"
#include "serve/mcp.h"
#include "serve/server.h"
#include "serve/worker.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kServeUsage = R"(usage: jaxbench serve [--plugin P] [--mcp | --schema] [--memory-limit SIZE]
                      [--compile-timeout SECONDS] [--require-isolation] [--db FILE] [--no-store]
                      [--agent NAME] [--model NAME]
)";
constexpr const char* kServeAbout = R"(Serves the judge on stdin/stdout until end of input, one JSON message a line.
Requests: {"id": ANY, "method": "list|describe|eval|preflight|run|status",
"params": {...}}; each gets {"id", "result"} or {"id", "error": {"code",
"message"}}. Logs go to stderr. eval and run go to a device worker process
that the server restarts when a candidate hangs or crashes it.
--mcp speaks the Model Context Protocol instead (JSON-RPC 2.0 over stdio):
  claude mcp add jaxbench -- /path/to/build/jaxbench serve --mcp
--memory-limit, --compile-timeout and --require-isolation are eval's
defaults for every eval request (which may set its own memory_limit,
compile_timeout, require_isolation); see jaxbench eval --help.
Every eval is recorded in the results store (--db, else the default; one
"serve" run per server), its attempt named in the result's "store" field.
--agent and --model name the outside agent (and its model) that calls this
server: its run is ranked under that name by `jaxbench leaderboard`.
)";

struct ServeRequest {
  std::string plugin;
  bool mcp = false;
  bool schema = false;  // print the methods' schemas and exit
  bool worker = false;
  std::string memory_limit;
  double compile_timeout_seconds = 0;  // 0: eval's default
  bool require_isolation = false;
  std::string agent, model;  // who calls this server, for the store
};

nlohmann::json eval_defaults(const ServeRequest& request) {
  nlohmann::json defaults = nlohmann::json::object();
  if (!request.memory_limit.empty()) {
    if (!parse_bytes(request.memory_limit)) {
      throw UsageError("--memory-limit " + request.memory_limit + ": not a size; write e.g. 4G or 512M");
    }
    defaults["memory_limit"] = request.memory_limit;
  }
  if (request.compile_timeout_seconds > 0) defaults["compile_timeout"] = request.compile_timeout_seconds;
  if (request.require_isolation) defaults["require_isolation"] = true;
  return defaults;
}

}  // namespace

int serve_command(const Argv& argv) {
  CommandLine<ServeRequest> line;
  CommandParser parser("serve", kServeUsage, kServeAbout);
  parser.add_plugin(line.request.plugin);
  parser.add_flag("--mcp", line.request.mcp, "speak MCP (JSON-RPC 2.0) instead of jaxbench's JSON lines");
  parser.add_flag("--schema", line.request.schema,
                  "print every method's params schema (MCP's tools/list answer) as JSON and exit");
  parser.add_text("--memory-limit", line.request.memory_limit, "SIZE",
                  "eval's default memory limit, e.g. 4G (default: half the host's RAM)");
  parser.add_seconds("--compile-timeout", line.request.compile_timeout_seconds,
                     "eval's default limit on compiling a candidate");
  parser.add_flag("--require-isolation", line.request.require_isolation,
                  "refuse every eval where the export sandbox is not fully isolated");
  parser.add_text("--agent", line.request.agent, "NAME", "the agent calling this server, as the store records it");
  parser.add_text("--model", line.request.model, "NAME", "that agent's model, as the store records it");
  parser.add_store_options(line.store, true);
  parser.add_flag("--worker", line.request.worker, "")->group("");  // the device worker: started by serve itself
  parser.parse(argv, line);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  if (line.request.schema) {
    std::cout << serve::tools_list().dump(2) << "\n";
    return kExitOk;
  }
  // A reader that hangs up must not kill the server mid-write.
  ::signal(SIGPIPE, SIG_IGN);
  if (line.request.worker) return serve::run_worker(line.request.plugin);
  serve::ProtocolOutput output = serve::ProtocolOutput::claim_stdout();
  serve::ServerOptions options;
  options.executable = std::filesystem::read_symlink("/proc/self/exe").string();
  options.plugin = line.request.plugin;
  options.transport = line.request.mcp ? "mcp" : "lines";
  options.eval_defaults = eval_defaults(line.request);
  options.store = line.store;
  options.agent = line.request.agent;
  options.model = line.request.model;
  suite::Registry registry = suite::Registry::open_default();
  candidate::export_on_first_use(registry);  // the levels, exported when first needed
  options.registry = &registry;
  serve::Server server(options);
  std::cerr << "jaxbench serve: ready (" << options.transport << " on stdin/stdout, pid " << ::getpid() << ")"
            << std::endl;
  return line.request.mcp ? serve::serve_mcp(server, output) : serve::serve_lines(server, output);
}

}  // namespace jaxbench::cli
