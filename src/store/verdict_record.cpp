#include "store/verdict_record.h"

#include "core/project_root.h"

namespace jaxbench::store {

namespace {

std::string text(const nlohmann::json& from, const char* key) {
  return from.is_object() && from.contains(key) && from[key].is_string() ? from[key].get<std::string>() : "";
}

}  // namespace

std::string jaxbench_commit() {
  static const std::string kCommit = git_commit(project_root());
  return kCommit;
}

AttemptInfo attempt_from_verdict(const nlohmann::json& verdict, const nlohmann::json& facts,
                                 const AttemptOrigin& origin) {
  AttemptInfo attempt;
  attempt.workload = text(verdict, "workload").empty() ? origin.workload : text(verdict, "workload");
  attempt.size = text(verdict, "size").empty() ? origin.size : text(verdict, "size");
  attempt.kind = origin.kind;
  attempt.candidate_path = origin.candidate_path;
  attempt.proposer = origin.proposer;
  attempt.tokens = origin.tokens;
  attempt.wall_seconds = origin.wall_seconds;
  if (std::string source = text(facts, "candidate_source"); !source.empty()) {
    attempt.candidate_source = source;
  } else {
    attempt.candidate_source = origin.candidate_source;
  }
  if (std::string module = text(facts, "module_sha256"); !module.empty()) attempt.module_sha256 = module;
  if (std::string tier = text(facts, "workload_tier"); !tier.empty()) attempt.tier = tier;
  if (std::string hash = text(facts, "workload_sha256"); !hash.empty()) attempt.workload_sha256 = hash;
  return attempt;
}

EnvironmentInfo verdict_environment(const nlohmann::json& verdict, const nlohmann::json& facts) {
  EnvironmentInfo environment;
  environment.chip = text(verdict, "chip");
  environment.device_kind = text(verdict, "device_kind");
  environment.platform = text(verdict, "platform");
  environment.plugin_path = text(facts, "plugin_path");
  environment.platform_version = text(facts, "platform_version");
  environment.jaxlib_version = text(facts, "jax_version");
  if (verdict.is_object() && verdict.contains("preflight") && verdict["preflight"].is_object()) {
    environment.libtpu_version = text(verdict["preflight"].value("target", nlohmann::json()), "libtpu_version");
  }
  environment.jaxbench_commit = jaxbench_commit();
  environment.host = host_name();
  return environment;
}

}  // namespace jaxbench::store
