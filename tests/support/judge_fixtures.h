// What the judge tests that run run_eval on the host plugin share: the
// suite's registry, whether that plugin is installed, a request for a 12p candidate, and the folder a
// death test's parent and its re-run child both use.
#pragma once

#include <cstdlib>
#include <functional>
#include <optional>
#include <string>

#include "core/error.h"
#include "core/temp_dir.h"
#include "jobs/eval_request.h"
#include "platform/plugin_locator.h"
#include "platform/registry.h"
#include "suite/registry.h"

namespace jaxbench::test_support {

// The checkout's suite, opened once per test binary as a program opens it
// once at its entry point.
inline const suite::Registry& suite_registry() {
  static const suite::Registry registry = suite::Registry::open_default();
  return registry;
}

inline bool host_plugin_installed() {
  try {
    platform::locate_plugin(platform::host_plugin_name());
    return true;
  } catch (const Error&) {
    return false;
  }
}

// 12p at its small size on the host plugin, correctness only.
inline jobs::EvalRequest request_for(const std::string& candidate_path) {
  jobs::EvalRequest request;
  request.workload = "12p";
  request.candidate_path = candidate_path;
  request.plugin = platform::host_plugin_name();
  request.timing = false;
  return request;
}

// A death test in the threadsafe style re-runs the test's body in a fresh
// process, which must find the parent's files: the parent makes the folder
// (kept in `own`), fills it and names it in `variable`; the child reads it.
inline std::string death_test_folder(const char* variable, const char* prefix, std::optional<TempDir>& own,
                                     const std::function<void(const std::string&)>& fill) {
  if (const char* inherited = std::getenv(variable)) return inherited;
  own.emplace(prefix);
  fill(own->path());
  ::setenv(variable, own->path().c_str(), 1);
  return own->path();
}

}  // namespace jaxbench::test_support
