// run_preflight's refusals, which come before any compiler is looked for:
// one line naming what is wrong and what to give instead.
#include "jobs/preflight_run.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace jaxbench::jobs {
namespace {

std::string refusal(const PreflightRequest& request) {
  static const suite::Registry registry = suite::Registry::open_default();
  try {
    run_preflight(&registry, request);
  } catch (const Error& error) {
    return error.what();
  }
  return "(accepted)";
}

TEST(PreflightRun, NothingToCompileSaysWhatToGive) {
  std::string message = refusal(PreflightRequest{});
  EXPECT_NE(message.find("nothing to compile: give --workload ID, --suite S or --program FILE.mlir"), std::string::npos)
      << message;
  EXPECT_EQ(message.find('\n'), std::string::npos) << message;
}

TEST(PreflightRun, AMissingCandidateOrProgramIsNamed) {
  PreflightRequest request;
  request.candidate_path = "/nonexistent/candidate.py";
  EXPECT_EQ(refusal(request), "candidate file /nonexistent/candidate.py does not exist");

  PreflightRequest program;
  program.programs = {"/nonexistent/module.mlir"};
  EXPECT_NE(refusal(program).find("/nonexistent/module.mlir"), std::string::npos);
}

TEST(PreflightRun, AnUnknownTargetNamesTheChoices) {
  PreflightRequest request;
  request.programs = {"/nonexistent/module.mlir"};
  request.target = "v9z";
  EXPECT_NE(refusal(request).find("v4, v5e, v5p, v6e, v7"), std::string::npos) << refusal(request);
}

}  // namespace
}  // namespace jaxbench::jobs
