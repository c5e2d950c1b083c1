// command: with small shell scripts.
#include "agent/command_proposer.h"

#include <gtest/gtest.h>

#include "core/files.h"
#include "core/temp_dir.h"

namespace jaxbench::agent {
namespace {

Proposal run_command(const std::string& command, double timeout_s = 20) {
  CommandProposer proposer({command, timeout_s});
  return proposer.propose({"SYSTEM RULES", "optimize 12p"});
}

TEST(CommandProposer, AScriptThatWritesACandidate) {
  TempDir dir("jaxbench-agent-test-");
  std::string script = dir.path() + "/agent.sh";
  write_file_atomic(script, "#!/bin/sh\necho '# proposed'\necho 'def workload(x):'\necho '    return x'\n");
  Proposal p = run_command("sh " + script);
  ASSERT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(*p.source, "# proposed\ndef workload(x):\n    return x\n");
  EXPECT_EQ(p.language, "python");
  EXPECT_EQ(p.attempts, 1);
}

TEST(CommandProposer, ReadsThePromptOnStdin) {
  // The script answers with what it read, so the test sees the prompt as sent.
  Proposal p = run_command("cat; echo; echo \"words: $(wc -w)\"");
  ASSERT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(p.source->rfind("SYSTEM RULES\n\noptimize 12p\n", 0), 0u) << *p.source;
}

TEST(CommandProposer, AnMlirModuleIsRecognised) {
  Proposal p = run_command("printf 'module {\\n  func.func public @main() {\\n  }\\n}\\n'");
  ASSERT_EQ(p.outcome, ProposalOutcome::ok) << p.message;
  EXPECT_EQ(p.language, "mlir");
}

TEST(CommandProposer, ANonZeroExitCarriesItsCodeAndStderrsLastLine) {
  CommandProposer proposer({"echo 'partial' ; echo 'thinking...' >&2; echo 'model refused: too long' >&2; exit 3", 20});
  Proposal p = proposer.propose({"", "prompt"});
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_FALSE(p.source);
  EXPECT_NE(p.message.find("exited with code 3"), std::string::npos) << p.message;
  EXPECT_NE(p.message.find("stderr: model refused: too long"), std::string::npos) << p.message;
  EXPECT_EQ(p.message.find("stderr: thinking"), std::string::npos) << p.message;  // the last line only
  EXPECT_EQ(proposer.last_stderr(), "thinking...\nmodel refused: too long\n");
  EXPECT_EQ(p.raw_reply, "partial\n");
}

TEST(CommandProposer, AHangIsKilledAtTheTimeout) {
  // The child's own child (sleep) must die too: the whole group is killed.
  Proposal p = run_command("echo started >&2; sleep 30 & wait", 1.0);
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_NE(p.message.find("timeout of 1 s"), std::string::npos) << p.message;
  EXPECT_NE(p.message.find("stderr: started"), std::string::npos) << p.message;
  EXPECT_LT(p.wall_seconds, 10.0);
}

TEST(CommandProposer, EmptyStdoutIsNoCode) {
  Proposal p = run_command("cat >/dev/null; echo 'nothing to say' >&2");
  EXPECT_EQ(p.outcome, ProposalOutcome::no_code);
  EXPECT_NE(p.message.find("wrote no candidate"), std::string::npos) << p.message;
  EXPECT_NE(p.message.find("nothing to say"), std::string::npos) << p.message;
}

TEST(CommandProposer, AMissingProgramIsAnError) {
  Proposal p = run_command("/nonexistent/agent-binary");
  EXPECT_EQ(p.outcome, ProposalOutcome::error);
  EXPECT_NE(p.message.find("exited with code 127"), std::string::npos) << p.message;
}

}  // namespace
}  // namespace jaxbench::agent
