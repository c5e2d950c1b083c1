// `jaxbench serve [--plugin P] [--mcp]`: the warm judge as a long-lived
// service on stdin/stdout (serve/server.h). `--worker` (hidden) is the
// device worker the server itself execs.
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "serve/mcp.h"
#include "serve/server.h"
#include "serve/worker.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kUsage = R"(usage: jaxbench serve [--plugin P] [--mcp]
)";
constexpr const char* kAbout = R"(Serves the judge on stdin/stdout until end of input, one JSON message a line.
Requests: {"id": ANY, "method": "list|describe|eval|preflight|run|status",
"params": {...}}; each gets {"id", "result"} or {"id", "error": {"code",
"message"}}. Logs go to stderr. eval and run go to a device worker process
that the server restarts when a candidate hangs or crashes it.
--mcp speaks the Model Context Protocol instead (JSON-RPC 2.0 over stdio):
  claude mcp add jaxbench -- /path/to/build/jaxbench serve --mcp
)";

struct ServeRequest {
  std::string plugin;
  bool mcp = false;
  bool worker = false;
};

}  // namespace

int serve_command(const Argv& argv) {
  CommandLine<ServeRequest> line;
  CommandParser parser("serve", kUsage, kAbout);
  parser.add_text("--plugin", line.request.plugin, "P", "cpu|cuda|tpu|PATH (default: JAXBENCH_PLUGIN, then cpu)");
  parser.add_flag("--mcp", line.request.mcp, "speak MCP (JSON-RPC 2.0) instead of jaxbench's JSON lines");
  parser.add_flag("--worker", line.request.worker, "")->group("");  // the device worker: started by serve itself
  parser.parse(argv, line);
  if (line.help) {
    std::cout << *line.help;
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
  serve::Server server(options);
  std::cerr << "jaxbench serve: ready (" << options.transport << " on stdin/stdout, pid " << ::getpid() << ")"
            << std::endl;
  return line.request.mcp ? serve::serve_mcp(server, output) : serve::serve_lines(server, output);
}

}  // namespace jaxbench::cli
