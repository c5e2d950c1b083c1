// What `verify`, `mark`, `export-results` and `import` are asked, with each
// default written once, and their parsers (defined beside each command; they
// run nothing). Kept apart from requests.h so each command's request stays
// beside the others of the results store.
#pragma once

#include <optional>
#include <string>

#include "cli/command_line.h"
#include "jobs/verify.h"

namespace jaxbench::cli {

// `jaxbench verify`: the verify job's request (jobs/verify.h).
using VerifyRequest = jobs::VerifyRequest;

// `jaxbench mark ATTEMPT --hacked --why "..."`.
struct MarkRequest {
  int attempt = 0;
  bool hacked = false;
  bool unhide = false;  // a mark that lets the attempt back into the ranking
  bool list = false;    // list the marks instead
  std::string why;
};

// `jaxbench export-results --run RUN FILE`.
struct ExportResultsRequest {
  int run = 0;
  std::string file;
};

// `jaxbench import FILE`.
struct ImportRequest {
  std::string file;
};

CommandLine<VerifyRequest> parse_verify(const Argv& argv);
CommandLine<MarkRequest> parse_mark(const Argv& argv);
CommandLine<ExportResultsRequest> parse_export_results(const Argv& argv);
CommandLine<ImportRequest> parse_import(const Argv& argv);

}  // namespace jaxbench::cli
