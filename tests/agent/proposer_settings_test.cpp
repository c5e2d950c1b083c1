// Where openai: finds its endpoint and key, and which specs make a proposer.
#include <gtest/gtest.h>

#include <cstdlib>

#include "agent/openai_proposer.h"
#include "agent/proposer.h"
#include "core/error.h"

namespace jaxbench::agent {
namespace {

// Sets (or clears, for nullptr) variables for one test and puts them back.
class ScopedEnv {
 public:
  ScopedEnv(std::initializer_list<std::pair<const char*, const char*>> vars) {
    for (auto [name, value] : vars) {
      const char* old = std::getenv(name);
      saved_.push_back({name, old ? std::optional<std::string>(old) : std::nullopt});
      value ? ::setenv(name, value, 1) : ::unsetenv(name);
    }
  }
  ~ScopedEnv() {
    for (auto& [name, value] : saved_) value ? ::setenv(name.c_str(), value->c_str(), 1) : ::unsetenv(name.c_str());
  }

 private:
  std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

TEST(ProposerSettings, TheFlagThenOurVariableThenOpenAisThenTheDefault) {
  ScopedEnv env{{"JAXBENCH_LLM_BASE_URL", "http://ours:8000/v1/"},
                {"OPENAI_BASE_URL", "http://theirs/v1"},
                {"JAXBENCH_LLM_API_KEY", nullptr},
                {"OPENAI_API_KEY", nullptr}};
  ProposerSettings s;
  EXPECT_EQ(openai_options("m", s).base_url, "http://ours:8000/v1");  // the trailing slash dropped
  s.base_url = "http://flag/v1";
  EXPECT_EQ(openai_options("m", s).base_url, "http://flag/v1");
  s.base_url.clear();
  ::unsetenv("JAXBENCH_LLM_BASE_URL");
  EXPECT_EQ(openai_options("m", s).base_url, "http://theirs/v1");
  ::unsetenv("OPENAI_BASE_URL");
  EXPECT_EQ(openai_options("m", s).base_url, kDefaultOpenAiBaseUrl);
  EXPECT_EQ(openai_options("m", s).api_key, "");
}

TEST(ProposerSettings, OurKeyVariableWinsOverOpenAis) {
  ScopedEnv env{{"JAXBENCH_LLM_API_KEY", "sk-ours"}, {"OPENAI_API_KEY", "sk-theirs"}};
  EXPECT_EQ(openai_options("m", {}).api_key, "sk-ours");
  ::unsetenv("JAXBENCH_LLM_API_KEY");
  EXPECT_EQ(openai_options("m", {}).api_key, "sk-theirs");
}

TEST(ProposerSettings, SpecsMakeTheirProposerAndOthersAreRefused) {
  ScopedEnv env{{"OPENAI_API_KEY", "sk-hidden"}};
  auto openai = make_proposer("openai:gpt-test", {});
  EXPECT_EQ(openai->describe().rfind("openai:gpt-test at ", 0), 0u);
  EXPECT_EQ(openai->describe().find("sk-hidden"), std::string::npos);
  EXPECT_EQ(make_proposer("command:cat", {})->describe(), "command:cat");
  EXPECT_THROW(make_proposer("openai:", {}), Error);
  EXPECT_THROW(make_proposer("command:", {}), Error);
  try {
    make_proposer("gpt-5", {});
    FAIL() << "an unknown proposer was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("openai:MODEL or command:CMD"), std::string::npos) << e.what();
  }
}

TEST(ProposerSettings, OutcomeNames) {
  EXPECT_STREQ(outcome_name(ProposalOutcome::ok), "ok");
  EXPECT_STREQ(outcome_name(ProposalOutcome::no_code), "no_code");
  EXPECT_STREQ(outcome_name(ProposalOutcome::cut_off), "cut_off");
  EXPECT_STREQ(outcome_name(ProposalOutcome::error), "error");
}

}  // namespace
}  // namespace jaxbench::agent
