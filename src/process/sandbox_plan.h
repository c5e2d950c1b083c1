// The steps run_sandboxed takes, for the other caller that starts a child in
// the same sandbox (sandboxed_service.h keeps one running with pipes open):
// SandboxOptions → the supervisor's ProcessPlan → the child's ChildPlan, and
// reading the child's set-up reports and exit back into a SandboxResult.
// One translation, so a sandbox setting added to SandboxOptions reaches both.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "process/sandbox.h"
#include "process/sandbox_setup.h"
#include "process/supervisor.h"

namespace jaxbench::process::detail {

// What run_sandboxed gives the supervisor for `argv` in `dir`; nullopt (and
// `why`) when the program cannot be found. `missing_read_only` receives the
// read-only paths that do not exist (describe_isolation names them). With
// options.minimal_root, `root` receives the root's layout, which the plan
// points into: keep it alive until the child has started. Throws Error when
// the minimal root cannot be planned.
std::optional<ProcessPlan> sandbox_process_plan(const std::vector<std::string>& argv, const SandboxOptions& options,
                                                const std::string& dir, std::vector<std::string>* missing_read_only,
                                                std::unique_ptr<RootLayout>* root, std::string* why);

// Fills r's isolation flags from the child's reports; returns the note
// (empty when all that was asked for is in place).
std::string describe_isolation(const SandboxOptions& options, const std::vector<std::string>& ro_missing,
                               const std::vector<ChildReport>& reports, SandboxResult& r,
                               const RootLayout* layout = nullptr);

// Whether a failed child's stderr shows it ran out of address space.
bool mentions_out_of_memory(const std::string& err);

// The child's side of `plan` as plain pointers into `plan` and the c_*
// vectors (prepared before fork: the child may not allocate).
ChildPlan child_plan(const ProcessPlan& plan, std::vector<char*>& c_args, std::vector<char*>& c_env,
                     std::vector<const char*>& c_ro, const std::string& uid_map, const std::string& gid_map);
std::vector<char*> c_strings(std::vector<std::string>& strings);

}  // namespace jaxbench::process::detail
