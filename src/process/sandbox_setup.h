// The sandbox's parent-side preparation, before fork: which file to exec,
// the child's whole environment. Split from sandbox.cpp (which turns
// SandboxOptions into a supervisor plan) to keep files small.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/temp_dir.h"
#include "process/sandbox.h"
#include "process/sandbox_child.h"

namespace jaxbench::process::detail {

// argv[0] as the path to exec: a name is looked up on the child's PATH (not
// the judge's), a relative path is taken from the judge's cwd. On failure,
// nullopt and `why` says what is missing and what to do.
std::optional<std::string> resolve_program(const std::string& name, const std::string& path_env, std::string* why);

// NAME=VALUE for the child, built from nothing: the allow-list (PATH, LANG,
// LC_ALL, HOME, TMPDIR = dir) plus options.env, minus any *_proxy variable.
std::vector<std::string> build_env(const SandboxOptions& options, const std::string& dir);

// The minimal root's plan for the child, with the storage its pointers point
// into: an empty dir to build it on, and the steps (mount points, symlinks,
// binds) that put each of `binds` at its own path, the devices, the work dir
// (writable) and the mount points of /proc and the old root.
struct RootLayout {
  TempDir dir{"jaxbench-root-"};
  std::deque<std::string> strings;  // stable addresses for the steps' pointers
  std::vector<RootStep> steps;
  std::vector<std::string> step_paths;  // each step's path as the child sees it (for messages)
  std::vector<std::string> missing;     // binds that do not exist (skipped)
  RootPlan plan{};
};
std::unique_ptr<RootLayout> plan_minimal_root(const std::vector<std::string>& binds, const std::string& work_dir);

// The interpreter a script names after "#!" (the kernel needs it in the
// child's root too), or nullopt for anything else.
std::optional<std::string> script_interpreter(const std::string& program);

}  // namespace jaxbench::process::detail
