// The sandbox's parent-side preparation, before fork: which file to exec,
// the child's whole environment. Split from sandbox.cpp (which turns
// SandboxOptions into a supervisor plan) to keep files small.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "process/sandbox.h"

namespace jaxbench::process::detail {

// argv[0] as the path to exec: a name is looked up on the child's PATH (not
// the judge's), a relative path is taken from the judge's cwd. On failure,
// nullopt and `why` says what is missing and what to do.
std::optional<std::string> resolve_program(const std::string& name, const std::string& path_env, std::string* why);

// NAME=VALUE for the child, built from nothing: the allow-list (PATH, LANG,
// LC_ALL, HOME, TMPDIR = dir) plus options.env, minus any *_proxy variable.
std::vector<std::string> build_env(const SandboxOptions& options, const std::string& dir);

}  // namespace jaxbench::process::detail
