// jaxbench-preflight-worker REQUEST.json: the TPU pre-flight compiler, one
// module per run, started by the judge in the sandbox with its work dir as
// cwd (preflight/preflight_worker.h). It lives in preflight/, not cli/: it is
// the other half of preflight_isolated's protocol and links only this layer
// and those below it (no judge, no command line).
#include <unistd.h>

#include <cstdio>

#include "preflight/preflight_worker.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s REQUEST.json (started by jaxbench, in its work dir)\n",
                 jaxbench::preflight::kWorkerProgram);
    return 2;
  }
  int code = jaxbench::preflight::run_preflight_worker(argv[1]);
  // _exit: libtpu's threads are still running; static destructors and its
  // atexit handlers must not race them (the result file is already closed).
  std::fflush(nullptr);
  ::_exit(code);
}
